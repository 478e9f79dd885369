import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutAction,
  checkoutActions,
  checkoutReducer,
  initialCheckoutState,
} from './checkout-reducer';
import { selectCheckoutStepList } from './checkout-selectors';
import { CHECKOUT_STEPS, type CheckoutState } from './checkout-steps';

const step = fc.constantFrom(...CHECKOUT_STEPS);
const action: fc.Arbitrary<CheckoutAction> = fc.oneof(
  fc.constantFrom('contact', 'address').map((s) => checkoutActions.saveStep(s as 'contact' | 'address')),
  fc
    .record({ shippingMethod: fc.string(), requestedDeliveryDate: fc.option(fc.string(), { nil: null }) })
    .map(checkoutActions.saveDelivery),
  fc.dictionary(fc.string(), fc.string()).map(checkoutActions.saveMoreInfo),
  fc.string().map(checkoutActions.choosePaymentMethod),
  step.map(checkoutActions.reactivateStep),
  fc.constant(checkoutActions.closeSteps()),
);

const run = (actions: CheckoutAction[]): CheckoutState[] => {
  const states = [initialCheckoutState];
  for (const a of actions) states.push(checkoutReducer(states[states.length - 1], a));
  return states;
};

describe('checkout machine invariants under any sequence of actions', () => {
  it('never has more than one open step, and contact stays completed', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        for (const state of run(actions)) {
          expect(selectCheckoutStepList(state).filter((s) => s.active).length).toBeLessThanOrEqual(1);
          expect(state.steps.contact.completed).toBe(true);
        }
      }),
    );
  });

  it('never un-completes a step (only reset does)', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const states = run(actions);
        for (let i = 1; i < states.length; i++) {
          for (const id of CHECKOUT_STEPS) {
            if (states[i - 1]?.steps[id].completed) expect(states[i]?.steps[id].completed).toBe(true);
          }
        }
      }),
    );
  });

  it('leaves the initial state untouched', () => {
    const snapshot = structuredClone(initialCheckoutState);
    fc.assert(fc.property(fc.array(action, { maxLength: 10 }), (actions) => void run(actions)));
    expect(initialCheckoutState).toEqual(snapshot);
  });
});
