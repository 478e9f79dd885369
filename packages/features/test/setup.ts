import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { injectAllSlices } from '../src/store/inject-all-slices';

// Component and slice tests render or dispatch to any feature, so every page-specific slice is injected
// (the shop injects each with its page's chunk).
injectAllSlices();

afterEach(() => {
  cleanup();
});
