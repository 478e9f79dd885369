import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { WarmPendingStyles } from './warm-pending-styles';

/** The text of every rule Emotion has put into the document's style elements. */
function styleText(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
}

describe('WarmPendingStyles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the spinner and its keyframes into the style sheet when idle, once per document, hidden', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { unmount } = renderWithProviders(
      <>
        <WarmPendingStyles />
        <WarmPendingStyles />
      </>,
    );
    // Nothing in the first render (the server's and the hydrating render stay equal).
    expect(screen.queryByTestId('warm-pending-styles')).toBeNull();
    expect(styleText()).not.toMatch(/@keyframes/);
    // One of the two asked for an idle moment.
    expect(idle).toHaveLength(1);
    act(() => {
      for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 10 });
    });
    const warm = screen.getAllByTestId('warm-pending-styles');
    expect(warm).toHaveLength(1);
    expect(warm[0]).not.toBeVisible();
    expect(warm[0]?.querySelector('svg')).not.toBeNull();
    expect(styleText()).toMatch(/@keyframes [\w-]+\{to\{[^}]*transform:rotate\(360deg\)/);
    unmount();
  });
});
