import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { WarmPendingStyles } from './warm-pending-styles';

const meta = {
  title: 'Cart/WarmPendingStyles',
  component: WarmPendingStyles,
} satisfies Meta<typeof WarmPendingStyles>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Once the page is idle (and once per document: a later story shows nothing new), a hidden spinner has put
 * the pending state's styles into the style sheet. Nothing is visible in any state.
 */
export const Warmed: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(
      () => {
        const rules = [...document.styleSheets].flatMap((sheet) => {
          try {
            return [...sheet.cssRules];
          } catch {
            // Another origin's sheet: its rules are not readable, and not ours.
            return [];
          }
        });
        return expect(rules.some((rule) => rule instanceof CSSKeyframesRule)).toBe(true);
      },
      { timeout: 5_000 },
    );
    const warm = within(canvasElement).queryByTestId('warm-pending-styles');
    if (warm) await expect(warm).not.toBeVisible();
  },
};

/** Dark theme: still nothing visible. */
export const Dark: Story = { globals: { theme: 'dark' } };
