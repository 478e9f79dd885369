import { Button } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountSection } from './account-section';

const meta = {
  title: 'Account/AccountSection',
  component: AccountSection,
  args: {
    title: 'Addresses',
    children: <p css={{ margin: 0 }}>Storgata 1, 0155 Oslo, Norway</p>,
  },
} satisfies Meta<typeof AccountSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heading and its content: the frame of every account view. */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Addresses' }),
    ).toBeInTheDocument();
  },
};

/** With actions beside the heading. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="s" variant="secondary">
        Add address
      </Button>
    ),
  },
};

/** A long heading wraps, the actions stay beside it. */
export const LongTitle: Story = {
  args: {
    title: 'Delivery addresses for the organisation and its departments in every region',
    actions: (
      <Button size="s" variant="secondary">
        Add address
      </Button>
    ),
  },
};

/** With actions, dark theme. */
export const Dark: Story = { ...WithActions, globals: { theme: 'dark' } };
