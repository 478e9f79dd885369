import { test as base, expect } from '@playwright/test';

/** One Content-Security-Policy violation as the page reported it. */
interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: CspViolation) => void;
  }
}

/**
 * Playwright's `test` with every page watched for Content-Security-Policy violations: the pages report each
 * `securitypolicyviolation` event (from the first script on, in every frame they open), and a test that
 * caused one fails after it ends, naming the directive and what was blocked. Specs import `test` and `expect`
 * from here instead of from Playwright.
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: CspViolation[] = [];
      await context.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__reportCspViolation?.({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
            line: event.lineNumber,
            sample: event.sample,
          });
        });
      });
      await use(violations);
      if (testInfo.status === testInfo.expectedStatus) {
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
