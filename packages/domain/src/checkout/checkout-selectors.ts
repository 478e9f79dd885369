import {
  CHECKOUT_STEPS,
  type CheckoutState,
  type CheckoutStepId,
  type CheckoutStepState,
} from './checkout-steps';

/** The open step, or null when all are closed. Only one step is open at a time. */
export function selectActiveCheckoutStep(state: CheckoutState): CheckoutStepId | null {
  return CHECKOUT_STEPS.find((id) => state.steps[id].active) ?? null;
}

/** Whether a step has been saved. */
export function selectIsCheckoutStepCompleted(state: CheckoutState, step: CheckoutStepId): boolean {
  return state.steps[step].completed;
}

/** Whether a step is open for editing. */
export function selectIsCheckoutStepActive(state: CheckoutState, step: CheckoutStepId): boolean {
  return state.steps[step].active;
}

/** The steps in order with their state, for rendering the step list. */
export function selectCheckoutStepList(
  state: CheckoutState,
): Array<{ id: CheckoutStepId } & CheckoutStepState> {
  return CHECKOUT_STEPS.map((id) => ({ id, ...state.steps[id] }));
}

/** The delivery choices saved so far, or null. */
export function selectCheckoutDelivery(state: CheckoutState): CheckoutState['delivery'] {
  return state.delivery;
}

/** The chosen payment method, or null. */
export function selectPaymentMethod(state: CheckoutState): string | null {
  return state.paymentMethod;
}

/**
 * Whether the order can be placed: every step before payment is saved, delivery has a shipping method
 * and a payment method is chosen.
 */
export function selectCanPlaceOrder(state: CheckoutState): boolean {
  const before = CHECKOUT_STEPS.filter((id) => id !== 'payment');
  return (
    before.every((id) => state.steps[id].completed) &&
    Boolean(state.delivery?.shippingMethod) &&
    Boolean(state.paymentMethod)
  );
}
