import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartupLoader } from './startup-loader';

describe('StartupLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is removed 700 ms after the first render, not before', () => {
    render(
      <StartupLoader>
        <p>Loading the shop</p>
      </StartupLoader>,
    );
    act(() => vi.advanceTimersByTime(699));
    expect(screen.getByTestId('startup-loader')).toHaveTextContent('Loading the shop');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('startup-loader')).not.toBeInTheDocument();
  });
});
