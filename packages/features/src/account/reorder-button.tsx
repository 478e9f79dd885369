import type { CartLine } from '@storefront/api-client';
import { Button } from '@storefront/ui';
import { useState } from 'react';
import { reorderToCart } from '../cart/cart-thunks';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations/use-text';

/** Props of {@link ReorderButton}. */
export interface ReorderButtonProps {
  /** The lines of the past order. */
  lines: ReadonlyArray<Pick<CartLine, 'code' | 'quantity'>>;
}

/**
 * Puts every line of a past order back into the cart with one call (the cart engineer's `reorderToCart`,
 * which the server prices today and which reports the bulk reorder to analytics).
 */
export function ReorderButton({ lines }: ReorderButtonProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  return (
    <span css={(theme) => ({ display: 'inline-flex', gap: theme.space[2], alignItems: 'center' })}>
      <Button
        size="s"
        variant="secondary"
        loading={state === 'loading'}
        finished={state === 'done'}
        finishedLabel={t('account.reordered', 'Added to cart')}
        onClick={async () => {
          setState('loading');
          const result = await dispatch(
            reorderToCart(lines.map(({ code, quantity }) => ({ code, quantity }))),
          );
          if (reorderToCart.fulfilled.match(result)) setState('done');
          else {
            setState('failed');
            setMessage(result.payload ?? 'Unexpected error');
          }
        }}
      >
        {t('account.reorder', 'Reorder')}
      </Button>
      {state === 'failed' && (
        <span role="alert" css={(theme) => ({ color: theme.colors.danger })}>
          {message}
        </span>
      )}
    </span>
  );
}
