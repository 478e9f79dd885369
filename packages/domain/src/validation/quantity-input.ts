import { CART_QUANTITY_MAX, EMPTY_QUANTITY_INPUT_VALUE, STEPPER_MIN_QUANTITY } from '../constants';

/**
 * Keeps only the digits of what was typed into a quantity input (spec §5: digits only).
 *
 * @example
 * sanitizeQuantityInput('1a2-'); // '12'
 */
export function sanitizeQuantityInput(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Bounds of a quantity stepper. */
export interface StepperBounds {
  /** Lowest value; the product-card stepper uses 1 (spec §5). @default 1 */
  min?: number;
  /** Highest value, when one is set; otherwise the cart maximum 999 still applies. */
  max?: number;
}

const upperBound = (bounds: StepperBounds): number =>
  Math.min(bounds.max ?? CART_QUANTITY_MAX, CART_QUANTITY_MAX);
const lowerBound = (bounds: StepperBounds): number => bounds.min ?? STEPPER_MIN_QUANTITY;

/**
 * The quantity a committed input stands for: digits only, empty resets to 1 (spec §5), then held
 * within the stepper bounds.
 *
 * @example
 * parseQuantityInput(''); // 1
 * parseQuantityInput('5000'); // 999
 */
export function parseQuantityInput(raw: string, bounds: StepperBounds = {}): number {
  const digits = sanitizeQuantityInput(raw);
  const value = digits === '' ? EMPTY_QUANTITY_INPUT_VALUE : Number(digits);
  return Math.min(upperBound(bounds), Math.max(lowerBound(bounds), value));
}

/** Whether the stepper's buttons are enabled (spec §5). */
export interface StepperState {
  /** False at the minimum. */
  canDecrement: boolean;
  /** False at the maximum, when one is set. */
  canIncrement: boolean;
}

/**
 * Enabling of the stepper buttons: decrement is disabled at the minimum, increment at the maximum when
 * one is set (spec §5); the cart maximum of 999 is always a ceiling.
 */
export function stepperState(value: number, bounds: StepperBounds = {}): StepperState {
  return { canDecrement: value > lowerBound(bounds), canIncrement: value < upperBound(bounds) };
}

/** The value after pressing a stepper button (`delta` +1 or -1), held within the bounds. */
export function stepQuantity(value: number, delta: number, bounds: StepperBounds = {}): number {
  return Math.min(upperBound(bounds), Math.max(lowerBound(bounds), value + delta));
}
