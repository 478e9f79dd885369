import type { Variation } from '@storefront/api-client';
import { VariationThumbnail } from '../shared/variation-thumbnail';
import { useText } from '../translations';

/** Props of {@link VariationPicker}. */
export interface VariationPickerProps {
  /** The product's variations (one per colour). */
  variations: Variation[];
  /** The chosen variation's code. */
  value: string;
  /** Another variation was chosen. */
  onChange: (code: string) => void;
}

/**
 * The colour variations as a radio group (native radios: arrow keys move between colours), each with its
 * thumbnail and colour name. Choosing one changes the image, price, code and stock shown.
 */
export function VariationPicker({ variations, value, onChange }: VariationPickerProps) {
  const t = useText();
  const chosen = variations.find((variation) => variation.code === value);
  return (
    <fieldset css={(th) => ({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: th.space[2] })}>
      <legend css={(th) => ({ padding: 0, marginBottom: th.space[2], fontWeight: th.fontWeights.medium })}>
        {t('product.colour', 'Colour')}: <span data-testid="chosen-colour">{chosen?.color.name}</span>
      </legend>
      <div css={(th) => ({ display: 'flex', flexWrap: 'wrap', gap: th.space[2] })}>
        {variations.map((variation) => {
          const checked = variation.code === value;
          return (
            <label
              key={variation.code}
              title={variation.color.name}
              css={(th) => ({
                display: 'inline-flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: th.space[1],
                padding: th.space[1],
                border: `${th.borderWidths.thick} solid ${checked ? th.colors.primary : th.colors.border}`,
                borderRadius: th.radii.m,
                cursor: 'pointer',
                fontSize: th.fontSizes.xs,
                '&:focus-within': { outline: `${th.borderWidths.focus} solid ${th.colors.focus}` },
              })}
            >
              <input
                type="radio"
                name="variation"
                value={variation.code}
                checked={checked}
                onChange={() => onChange(variation.code)}
                data-testid="variation-option"
                css={{ position: 'absolute', opacity: 0, pointerEvents: 'none' }}
              />
              <VariationThumbnail image={variation.thumbnail} />
              {variation.color.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
