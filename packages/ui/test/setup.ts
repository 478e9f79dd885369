import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library drains pending work with a 0 ms timeout and only advances fake timers when it sees
// Jest's global. Under Vitest's fake timers that timeout never fires and user-event waits forever; this shim
// lets Testing Library advance Vitest's clock by 0 ms instead (spec timings stay exact).
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

afterEach(() => {
  cleanup();
});
