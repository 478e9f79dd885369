import { describe, expect, it } from 'vitest';
import { checkoutActions, checkoutReducer, initialCheckoutState, isCheckoutAction } from './checkout-reducer';
import {
  selectActiveCheckoutStep,
  selectCanPlaceOrder,
  selectCheckoutDelivery,
  selectCheckoutStepList,
  selectIsCheckoutStepActive,
  selectIsCheckoutStepCompleted,
  selectPaymentMethod,
} from './checkout-selectors';
import { type CheckoutState, nextCheckoutStep } from './checkout-steps';

const run = (...actions: Parameters<typeof checkoutReducer>[1][]): CheckoutState =>
  actions.reduce<CheckoutState>(
    (state, action) => checkoutReducer(state, action),
    checkoutReducer(undefined, { type: '@@init' }),
  );

const delivery = { shippingMethod: 'home-delivery', requestedDeliveryDate: '2026-12-01' };

describe('checkout step machine', () => {
  describe('given a new checkout', () => {
    const state = run();
    it('has contact completed and address open', () => {
      expect(state).toBe(initialCheckoutState);
      expect(selectIsCheckoutStepCompleted(state, 'contact')).toBe(true);
      expect(selectActiveCheckoutStep(state)).toBe('address');
      expect(selectCheckoutStepList(state).map((s) => s.id)).toEqual([
        'contact',
        'address',
        'delivery',
        'moreInfo',
        'payment',
      ]);
      expect(selectCanPlaceOrder(state)).toBe(false);
    });
  });

  describe('when saving steps in order', () => {
    it('saving contact completes it and opens address', () => {
      const state = run(checkoutActions.reactivateStep('contact'), checkoutActions.saveStep('contact'));
      expect(selectIsCheckoutStepCompleted(state, 'contact')).toBe(true);
      expect(selectActiveCheckoutStep(state)).toBe('address');
    });

    it('saving a step out of order leaves only the next step open', () => {
      const state = run(checkoutActions.saveMoreInfo({ note: 'x' }));
      expect(
        selectCheckoutStepList(state)
          .filter((s) => s.active)
          .map((s) => s.id),
      ).toEqual(['payment']);
      expect(selectIsCheckoutStepCompleted(state, 'address')).toBe(false);
    });

    it('saving address opens delivery', () => {
      const state = run(checkoutActions.saveStep('address'));
      expect(selectIsCheckoutStepCompleted(state, 'address')).toBe(true);
      expect(selectActiveCheckoutStep(state)).toBe('delivery');
    });

    it('saving delivery stores the shipping method and date, completes it and opens moreInfo', () => {
      const state = run(checkoutActions.saveStep('address'), checkoutActions.saveDelivery(delivery));
      expect(selectCheckoutDelivery(state)).toEqual(delivery);
      expect(selectIsCheckoutStepCompleted(state, 'delivery')).toBe(true);
      expect(selectActiveCheckoutStep(state)).toBe('moreInfo');
    });

    it('saving moreInfo completes it and opens payment; choosing a payment method stores it', () => {
      const state = run(
        checkoutActions.saveStep('address'),
        checkoutActions.saveDelivery(delivery),
        checkoutActions.saveMoreInfo({ note: 'Ring the bell' }),
        checkoutActions.choosePaymentMethod('invoice'),
      );
      expect(state.moreInfo).toEqual({ note: 'Ring the bell' });
      expect(selectActiveCheckoutStep(state)).toBe('payment');
      expect(selectIsCheckoutStepActive(state, 'payment')).toBe(true);
      expect(selectPaymentMethod(state)).toBe('invoice');
      expect(selectCanPlaceOrder(state)).toBe(true);
    });
  });

  describe('when reactivating', () => {
    it('opens only that step and keeps completion', () => {
      const saved = run(checkoutActions.saveStep('address'), checkoutActions.saveDelivery(delivery));
      const state = checkoutReducer(saved, checkoutActions.reactivateStep('address'));
      expect(selectActiveCheckoutStep(state)).toBe('address');
      expect(selectCheckoutStepList(state).filter((s) => s.active)).toHaveLength(1);
      expect(selectIsCheckoutStepCompleted(state, 'delivery')).toBe(true);
    });

    it('moving to delivery marks address complete', () => {
      const state = run(checkoutActions.reactivateStep('delivery'));
      expect(selectIsCheckoutStepCompleted(state, 'address')).toBe(true);
      expect(selectActiveCheckoutStep(state)).toBe('delivery');
    });

    it('moving to another step leaves an unsaved address incomplete', () => {
      const state = run(checkoutActions.reactivateStep('moreInfo'));
      expect(selectIsCheckoutStepCompleted(state, 'address')).toBe(false);
    });
  });

  describe('when closing', () => {
    it('deactivates all but payment', () => {
      const atPayment = run(
        checkoutActions.saveStep('address'),
        checkoutActions.saveDelivery(delivery),
        checkoutActions.saveMoreInfo({}),
      );
      const closed = checkoutReducer(atPayment, checkoutActions.closeSteps());
      expect(selectIsCheckoutStepActive(closed, 'payment')).toBe(true);

      const closedEarly = run(checkoutActions.closeSteps());
      expect(selectActiveCheckoutStep(closedEarly)).toBeNull();
      expect(selectIsCheckoutStepCompleted(closedEarly, 'contact')).toBe(true);
    });
  });

  it('resets to the initial state', () => {
    expect(run(checkoutActions.saveStep('address'), checkoutActions.reset())).toBe(initialCheckoutState);
  });

  it('ignores foreign actions and does not mutate', () => {
    const before = structuredClone(initialCheckoutState);
    const state = checkoutReducer(initialCheckoutState, { type: 'cart/add', payload: 1 });
    expect(state).toBe(initialCheckoutState);
    checkoutReducer(initialCheckoutState, checkoutActions.saveStep('address'));
    expect(initialCheckoutState).toEqual(before);
    expect(isCheckoutAction({ type: 'checkout/closeSteps' })).toBe(true);
    expect(isCheckoutAction({ type: 'checkout/other' })).toBe(false);
  });

  it('knows the step order', () => {
    expect(nextCheckoutStep('moreInfo')).toBe('payment');
    expect(nextCheckoutStep('payment')).toBeNull();
  });

  it('needs a shipping method to place an order', () => {
    const state = run(
      checkoutActions.saveStep('address'),
      checkoutActions.saveDelivery({ shippingMethod: '', requestedDeliveryDate: null }),
      checkoutActions.saveMoreInfo({}),
      checkoutActions.choosePaymentMethod('card'),
    );
    expect(selectCanPlaceOrder(state)).toBe(false);
  });
});
