import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeepFocus } from './use-keep-focus';

function Stepper({ busy }: { busy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useKeepFocus(ref);
  return (
    <>
      <div ref={ref}>
        <button type="button" disabled={busy}>
          Increase
        </button>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

/** What a browser does when the focused control becomes disabled: focus falls to the body. */
function disableLikeABrowser(rerender: (ui: React.ReactElement) => void, control: HTMLElement) {
  rerender(<Stepper busy />);
  control.blur();
}

describe('useKeepFocus', () => {
  it('gives focus back to the control a cart call disabled, once it is enabled again', async () => {
    const { rerender } = render(<Stepper busy={false} />);
    const increase = screen.getByRole('button', { name: 'Increase' });
    act(() => increase.focus());
    act(() => disableLikeABrowser(rerender, increase));
    await waitFor(() => expect(increase).toBeDisabled());
    expect(document.activeElement).toBe(document.body);

    rerender(<Stepper busy={false} />);
    await waitFor(() => expect(increase).toHaveFocus());
  });

  it('does not take focus back when the shopper moved it elsewhere during the call', async () => {
    const { rerender } = render(<Stepper busy={false} />);
    const increase = screen.getByRole('button', { name: 'Increase' });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => increase.focus());
    act(() => disableLikeABrowser(rerender, increase));
    act(() => elsewhere.focus());

    rerender(<Stepper busy={false} />);
    // Let the mutation observer run.
    await act(() => Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(elsewhere).toHaveFocus();
  });

  it('leaves focus alone for a control that was not focused when it was disabled', async () => {
    const { rerender } = render(<Stepper busy={false} />);
    rerender(<Stepper busy />);
    rerender(<Stepper busy={false} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(document.body);
  });
});
