import { PAYMENT_METHODS } from '@storefront/api-client';
import { Button } from '@storefront/ui';
import type { CheckoutTexts } from './checkout-texts';
import type { OrderSubmissionState } from './order-submission-slice';

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  /** The chosen method, or null. */
  paymentMethod: string | null;
  /** True when every step before payment is saved and a method is chosen. */
  canPlaceOrder: boolean;
  submission: Pick<OrderSubmissionState, 'status' | 'error'>;
  texts: CheckoutTexts;
  onChoose: (method: string) => void;
  onPlaceOrder: () => void;
}

/**
 * The payment step: the payment method (stored as soon as it is chosen) and the button that places the
 * order. While the order is placed the button shows a spinner; a refused order shows the server's reason.
 */
export function PaymentForm({
  paymentMethod,
  canPlaceOrder,
  submission,
  texts,
  onChoose,
  onPlaceOrder,
}: PaymentFormProps) {
  const busy = submission.status === 'loading' || submission.status === 'succeeded';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canPlaceOrder && !busy) onPlaceOrder();
      }}
      css={(t) => ({ display: 'grid', gap: t.space[6] })}
    >
      <fieldset css={(t) => ({ border: 0, padding: 0, margin: 0, display: 'grid', gap: t.space[2] })}>
        <legend css={(t) => ({ fontWeight: t.fontWeights.bold, marginBottom: t.space[2] })}>
          {texts.paymentMethod}
        </legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[2] })}>
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={paymentMethod === method}
              disabled={busy}
              onChange={() => onChoose(method)}
            />
            {texts.paymentMethods[method] ?? method}
          </label>
        ))}
      </fieldset>
      {submission.status === 'failed' && submission.error ? (
        <p
          role="alert"
          data-testid="order-error"
          css={(t) => ({
            margin: 0,
            padding: t.space[4],
            borderRadius: t.radii.m,
            border: `${t.borderWidths.thin} solid ${t.colors.danger}`,
            color: t.colors.danger,
          })}
        >
          {submission.error}
        </p>
      ) : null}
      {submission.status === 'succeeded' ? <p role="status">{texts.redirecting}</p> : null}
      <div>
        <Button type="submit" size="l" disabled={!canPlaceOrder} loading={busy}>
          {busy ? texts.placingOrder : texts.placeOrder}
        </Button>
      </div>
    </form>
  );
}
