import type { CartLine } from '@storefront/api-client';
import { Button } from '@storefront/ui';
import { lazy, Suspense, useState } from 'react';
import { reorderToCart } from '../cart';
import { selectStaticPageUrl } from '../settings';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';

// Loaded on demand (spec §2): only a reorder into a cart that already has lines needs it.
const MandatoryCartModal = lazy(() =>
  import('./mandatory-cart-modal').then((m) => ({ default: m.MandatoryCartModal })),
);

/** Props of {@link ReorderButton}. */
export interface ReorderButtonProps {
  /** The lines of the past order. */
  lines: ReadonlyArray<Pick<CartLine, 'code' | 'quantity'>>;
}

/**
 * Puts every line of a past order back into the cart with one call (the cart engineer's `reorderToCart`,
 * which the server prices today and which reports the bulk reorder to analytics). When the cart already has
 * lines, the mandatory cart modal asks first.
 */
export function ReorderButton({ lines }: ReorderButtonProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const [asking, setAsking] = useState(false);
  const cartLineCount = useAppSelector((state) => state.cart.lineItems.length);
  const cartUrl = useAppSelector((state) => selectStaticPageUrl(state, 'CartPage'));
  const reorder = async () => {
    setState('loading');
    const result = await dispatch(reorderToCart(lines.map(({ code, quantity }) => ({ code, quantity }))));
    if (reorderToCart.fulfilled.match(result)) setState('done');
    else {
      setState('failed');
      setMessage(result.payload ?? 'Unexpected error');
    }
  };
  return (
    <span css={(theme) => ({ display: 'inline-flex', gap: theme.space[2], alignItems: 'center' })}>
      <Button
        size="s"
        variant="secondary"
        loading={state === 'loading'}
        finished={state === 'done'}
        finishedLabel={t('account.reordered', 'Added to cart')}
        onClick={() => {
          if (cartLineCount > 0) setAsking(true);
          else void reorder();
        }}
      >
        {t('account.reorder', 'Reorder')}
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <MandatoryCartModal
            open
            onOpenChange={(next) => !next && setAsking(false)}
            cartLineCount={cartLineCount}
            cartUrl={cartUrl}
            onConfirm={() => void reorder()}
          />
        </Suspense>
      )}
      {state === 'failed' && (
        <span role="alert" css={(theme) => ({ color: theme.colors.danger })}>
          {message}
        </span>
      )}
    </span>
  );
}
