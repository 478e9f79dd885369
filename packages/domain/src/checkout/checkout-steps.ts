/** The checkout steps, in order (spec §4). */
export const CHECKOUT_STEPS = ['contact', 'address', 'delivery', 'moreInfo', 'payment'] as const;

/** One checkout step. */
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number];

/** The state of one step: open for editing, and whether it has been saved. */
export interface CheckoutStepState {
  /** The step is open for editing. */
  active: boolean;
  /** The step has been saved. */
  completed: boolean;
}

/** The delivery choices saved with the delivery step. */
export interface CheckoutDelivery {
  /** Shipping method key. */
  shippingMethod: string;
  /** Requested delivery date as an ISO date (yyyy-mm-dd), or null for the earliest date. */
  requestedDeliveryDate: string | null;
}

/** State of the checkout step machine; plain data, serialisable into the SSR store. */
export interface CheckoutState {
  /** Every step by id. */
  steps: Record<CheckoutStepId, CheckoutStepState>;
  /** Delivery choices, once the delivery step was saved. */
  delivery: CheckoutDelivery | null;
  /** Free texts of the moreInfo step (e.g. a note or the buyer's reference), by field name. */
  moreInfo: Readonly<Record<string, string>>;
  /** The chosen payment method, once chosen. */
  paymentMethod: string | null;
}

/** The step after `step`, or null after the last. */
export function nextCheckoutStep(step: CheckoutStepId): CheckoutStepId | null {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? null;
}
