import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders, storyCustomer } from '../test/account-story-providers';
import { FavouritesPickerModal } from './favourites-picker-modal';

const meta = {
  title: 'Account/FavouritesPickerModal',
  component: FavouritesPickerModal,
  args: { open: true, onOpenChange: fn(), productCode: 'OSLO-GRN' },
} satisfies Meta<typeof FavouritesPickerModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const lists = [
  { id: 'f1', name: 'Living room', items: [{ code: 'OSLO-GRN' }] },
  { id: 'f2', name: 'Cabin', items: [{ code: 'SOFA-1' }] },
];
const withLists = (held: typeof lists, error: string | null = null): Story['decorators'] => [
  (Story) => (
    <AccountStoryProviders
      customer={storyCustomer}
      state={{ favourites: { lists: held, status: 'succeeded', error } }}
    >
      <Story />
    </AccountStoryProviders>
  ),
];

/** Two lists; the product is in the first. */
export const WithLists: Story = { decorators: withLists(lists) };
/** No lists yet: the first favourite goes to a new list. */
export const Empty: Story = { decorators: withLists([]) };
/** A save failed. */
export const Failed: Story = { decorators: withLists(lists, 'Internal server error.') };
/** Dark theme. */
export const Dark: Story = { decorators: withLists(lists), globals: { theme: 'dark' } };
