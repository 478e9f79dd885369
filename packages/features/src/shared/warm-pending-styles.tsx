import { Spinner } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

// One instance per document does the work: Emotion keeps an inserted style for the document's lifetime.
let claimed = false;

/**
 * Puts the styles of an add-to-cart button's pending state (the ui Spinner and its keyframes) into the page's
 * style sheet while the page is idle, once per document. The press that first shows a spinner then inserts no
 * rule: a rule inserted in the click makes the browser re-read the style sheet before the next paint, and was
 * the largest single part of a card's add to cart on the phone profile (lab INP, issue 24). Renders a hidden
 * spinner, once; nothing on the server or in the hydrating render.
 */
export function WarmPendingStyles() {
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (claimed) return;
    claimed = true;
    let done = false;
    const cancel = whenIdle(() => {
      done = true;
      setWarm(true);
    });
    return () => {
      cancel();
      // Unmounted before the idle moment: let the next instance do it.
      if (!done) claimed = false;
    };
  }, []);
  return warm ? (
    <span hidden data-testid="warm-pending-styles">
      <Spinner />
    </span>
  ) : null;
}
