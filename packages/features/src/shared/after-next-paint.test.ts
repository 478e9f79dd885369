import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task after the next frame, once, not in the caller', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    // The frame: the task is queued behind its paint, not run inside it.
    for (const frame of frames) frame(0);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    // The 100 ms fallback does not run it again.
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task within 100 ms when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    cancel();
    for (const frame of frames) frame(0);
    vi.advanceTimersByTime(200);
    expect(task).not.toHaveBeenCalled();
  });
});
