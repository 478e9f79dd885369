import type { CartLine } from '@storefront/api-client';
import type { CartTexts } from './cart-texts';

/** Props of {@link LineVariation}. */
export interface LineVariationProps {
  line: Pick<CartLine, 'variation'>;
  texts: Pick<CartTexts, 'variationColor'>;
}

/**
 * Which variation a cart or order line holds ("Colour: Green"), so two lines of one product can be told
 * apart; nothing when the server does not know it (an order placed before variations were recorded).
 */
export function LineVariation({ line, texts }: LineVariationProps) {
  if (!line.variation) return null;
  return (
    <span
      data-testid="line-variation"
      css={(t) => ({ display: 'block', fontSize: t.fontSizes.s, color: t.colors.textMuted })}
    >
      {texts.variationColor}: {line.variation.color.name}
    </span>
  );
}
