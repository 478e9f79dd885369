import {
  type CheckoutDelivery,
  type CheckoutState,
  type CheckoutStepId,
  type CheckoutStepState,
  nextCheckoutStep,
} from './checkout-steps';

/** Prefix of every checkout action type: the slice name when this reducer sits in a Redux store. */
export const CHECKOUT_SLICE_NAME = 'checkout';

/**
 * The initial checkout: contact is completed (the signed-in customer's details are known, spec §4)
 * and address, the first step that still needs the shopper, is open.
 */
export const initialCheckoutState: CheckoutState = {
  steps: {
    contact: { active: false, completed: true },
    address: { active: true, completed: false },
    delivery: { active: false, completed: false },
    moreInfo: { active: false, completed: false },
    payment: { active: false, completed: false },
  },
  delivery: null,
  moreInfo: {},
  paymentMethod: null,
};

/** Every action the checkout reducer understands, in the Redux `{ type, payload }` shape. */
export type CheckoutAction =
  | { type: 'checkout/saveStep'; payload: 'contact' | 'address' }
  | { type: 'checkout/saveDelivery'; payload: CheckoutDelivery }
  | { type: 'checkout/saveMoreInfo'; payload: Readonly<Record<string, string>> }
  | { type: 'checkout/choosePaymentMethod'; payload: string }
  | { type: 'checkout/reactivateStep'; payload: CheckoutStepId }
  | { type: 'checkout/closeSteps'; payload: undefined }
  | { type: 'checkout/reset'; payload: undefined };

/**
 * Action creators of the checkout machine: plain functions returning `{ type, payload }`, so they can be
 * dispatched to a Redux store holding `checkoutReducer` without Redux Toolkit.
 */
export const checkoutActions = {
  /** Saves contact or address: completes it and opens the next step. */
  saveStep: (step: 'contact' | 'address'): CheckoutAction => ({ type: 'checkout/saveStep', payload: step }),
  /** Saves delivery: stores the shipping method and date, completes it and opens moreInfo. */
  saveDelivery: (delivery: CheckoutDelivery): CheckoutAction => ({
    type: 'checkout/saveDelivery',
    payload: delivery,
  }),
  /** Saves moreInfo: stores its texts, completes it and opens payment. */
  saveMoreInfo: (moreInfo: Readonly<Record<string, string>>): CheckoutAction => ({
    type: 'checkout/saveMoreInfo',
    payload: moreInfo,
  }),
  /** Stores the chosen payment method. */
  choosePaymentMethod: (method: string): CheckoutAction => ({
    type: 'checkout/choosePaymentMethod',
    payload: method,
  }),
  /** Opens a step again for editing; reopening delivery marks address complete. */
  reactivateStep: (step: CheckoutStepId): CheckoutAction => ({
    type: 'checkout/reactivateStep',
    payload: step,
  }),
  /** Closes every step except payment. */
  closeSteps: (): CheckoutAction => ({ type: 'checkout/closeSteps', payload: undefined }),
  /** Back to the initial checkout (after an order was placed). */
  reset: (): CheckoutAction => ({ type: 'checkout/reset', payload: undefined }),
} as const;

const CHECKOUT_ACTION_TYPES: ReadonlySet<string> = new Set([
  'checkout/saveStep',
  'checkout/saveDelivery',
  'checkout/saveMoreInfo',
  'checkout/choosePaymentMethod',
  'checkout/reactivateStep',
  'checkout/closeSteps',
  'checkout/reset',
]);

/** True when an action is one of the checkout machine's. */
export function isCheckoutAction(action: { type: string }): action is CheckoutAction {
  return CHECKOUT_ACTION_TYPES.has(action.type);
}

type Steps = CheckoutState['steps'];

function mapSteps(
  steps: Steps,
  change: (id: CheckoutStepId, step: CheckoutStepState) => CheckoutStepState,
): Steps {
  return {
    contact: change('contact', steps.contact),
    address: change('address', steps.address),
    delivery: change('delivery', steps.delivery),
    moreInfo: change('moreInfo', steps.moreInfo),
    payment: change('payment', steps.payment),
  };
}

/**
 * Completes `step` and opens the step after it as the only open step, so saving a step out of order
 * (the shopper edits moreInfo while address is open) never leaves two steps open.
 */
function complete(steps: Steps, step: CheckoutStepId): Steps {
  const next = nextCheckoutStep(step);
  return mapSteps(steps, (id, current) => ({
    active: id === next,
    completed: current.completed || id === step,
  }));
}

/** Opens only `step`; reopening delivery marks address complete, since delivery needs an address (spec §4). */
function reactivate(steps: Steps, step: CheckoutStepId): Steps {
  return mapSteps(steps, (id, current) => ({
    active: id === step,
    completed: current.completed || (step === 'delivery' && id === 'address'),
  }));
}

/**
 * The checkout step machine as a pure reducer (spec §4). Accepts any action, so it can be a slice
 * reducer of `combineReducers`; unknown actions return the same state object.
 *
 * @example
 * const state = checkoutReducer(undefined, checkoutActions.saveStep('address'));
 * selectActiveCheckoutStep(state); // 'delivery'
 */
export function checkoutReducer(
  state: CheckoutState = initialCheckoutState,
  action: CheckoutAction | { type: string; payload?: unknown },
): CheckoutState {
  if (!isCheckoutAction(action)) return state;
  switch (action.type) {
    case 'checkout/saveStep':
      return { ...state, steps: complete(state.steps, action.payload) };
    case 'checkout/saveDelivery':
      return { ...state, delivery: { ...action.payload }, steps: complete(state.steps, 'delivery') };
    case 'checkout/saveMoreInfo':
      return { ...state, moreInfo: { ...action.payload }, steps: complete(state.steps, 'moreInfo') };
    case 'checkout/choosePaymentMethod':
      return { ...state, paymentMethod: action.payload };
    case 'checkout/reactivateStep':
      return { ...state, steps: reactivate(state.steps, action.payload) };
    case 'checkout/closeSteps':
      return {
        ...state,
        steps: mapSteps(state.steps, (id, current) =>
          id === 'payment' ? current : { ...current, active: false },
        ),
      };
    case 'checkout/reset':
      return initialCheckoutState;
  }
}
