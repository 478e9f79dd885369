import { useCallback, useEffect, useRef, useState } from 'react';
import { timings } from '../tokens';

/** States of the add-to-cart control (spec §4). */
export type AddToCartStatus = 'idle' | 'loading' | 'finished';

/**
 * The add-to-cart button's state machine: idle → loading while `add` runs → finished for 2.5 s → idle, with
 * the quantity back to 1 at the reset. A rejected `add` returns to idle with the quantity kept.
 */
export function useAddToCart(add: (quantity: number) => Promise<unknown>) {
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  const [quantity, setQuantity] = useState(1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const submit = useCallback(async () => {
    if (status === 'loading') return;
    clearTimeout(timer.current);
    setStatus('loading');
    try {
      await add(quantity);
    } catch {
      if (mounted.current) setStatus('idle');
      return;
    }
    if (!mounted.current) return;
    setStatus('finished');
    timer.current = setTimeout(() => {
      setStatus('idle');
      setQuantity(1);
    }, timings.addToCartResetMs);
  }, [add, quantity, status]);

  return { status, quantity, setQuantity, submit };
}
