import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Container } from './container';

/** Page content, tinted so the container's width and padding show. */
const content = (
  <>
    <h1 css={{ margin: 0 }}>My account</h1>
    <p css={{ margin: 0 }}>Orders, addresses and the people of your organisation, in one place.</p>
    <div>
      <Button>Edit details</Button>
    </div>
  </>
);

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: { children: content, gap: 6 },
  argTypes: {
    width: { control: 'inline-radio', options: ['screen', 'content', 'small', 'quote'] },
  },
  decorators: [
    (Story) => (
      <div css={(t) => ({ background: t.colors.surfaceMuted, color: t.colors.text })}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {};
export const Screen: Story = { args: { width: 'screen', gutter: 4 } };
export const Small: Story = { args: { width: 'small' } };
export const CheckoutFrame: Story = { args: { gutter: 4, gap: 4 } };
export const ContentPage: Story = { args: { as: 'article', paddingBlock: [6, 0], gap: 8 } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
