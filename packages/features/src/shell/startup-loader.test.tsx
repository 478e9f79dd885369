import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupLoader } from './startup-loader';

describe('StartupLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without page content: is removed 700 ms after the first render, not before', () => {
    render(
      <StartupLoader hasPageContent={false}>
        <p>Loading the shop</p>
      </StartupLoader>,
    );
    act(() => vi.advanceTimersByTime(699));
    expect(screen.getByTestId('startup-loader')).toHaveTextContent('Loading the shop');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('startup-loader')).not.toBeInTheDocument();
  });

  it('with page content: is not in the server HTML', () => {
    const html = renderToString(
      <StartupLoader hasPageContent>
        <p>Loading the shop</p>
      </StartupLoader>,
    );
    expect(html).toBe('');
  });

  it('with page content: never appears in the browser, not even for a moment', () => {
    render(
      <StartupLoader hasPageContent>
        <p>Loading the shop</p>
      </StartupLoader>,
    );
    expect(screen.queryByTestId('startup-loader')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('startup-loader')).not.toBeInTheDocument();
  });
});
