import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task in an idle callback with the timeout as its deadline, not in the caller', () => {
    const callbacks: IdleRequestCallback[] = [];
    const request = vi.fn((callback: IdleRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task, 1_500);
    expect(task).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_500 });
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(vi.fn())();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, 2_000);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, 2_000)();
    vi.advanceTimersByTime(2_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
