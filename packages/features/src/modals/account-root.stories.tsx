import { Button } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useAppDispatch } from '../store/hooks';
import { AccountStoryProviders, storyCustomer } from '../test/account-story-providers';
import { favouritesPickerOpened, loginModalOpened } from './account-modals-slice';
import { AccountRoot } from './account-root';

// The account root renders nothing of its own until the store opens an account modal; these stories give it a
// button that dispatches the opening action, as a product card's heart or the account button would.

/** A button that opens an account modal through the store, standing in for the features that do. */
function Opener({ signedIn }: { signedIn: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      type="button"
      variant="secondary"
      onClick={() =>
        dispatch(signedIn ? favouritesPickerOpened('OSLO-GRN') : loginModalOpened({ reason: 'favourites' }))
      }
    >
      Save Oslo arm chair to favourites
    </Button>
  );
}

const meta = {
  title: 'Account/AccountRoot',
  component: AccountRoot,
  decorators: [
    // `parameters.signedIn` picks the session; signed in, the root reads the favourites lists at once.
    (Story, { parameters }) => {
      const signedIn = parameters.signedIn === true;
      return (
        <AccountStoryProviders customer={signedIn ? storyCustomer : null} route="/en">
          <div css={{ padding: '1rem' }}>
            <Opener signedIn={signedIn} />
          </div>
          <Story />
        </AccountStoryProviders>
      );
    },
  ],
  parameters: { signedIn: false },
} satisfies Meta<typeof AccountRoot>;
export default meta;
type Story = StoryObj<typeof meta>;

const pressOpener = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Oslo arm chair to favourites' }));

/** Nothing asked for yet: no modal, and none of the modals' code loaded. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** An anonymous visitor pressed a heart: the sign-in modal, saying why it asks. */
export const SignInForFavourites: Story = {
  play: async ({ canvasElement }) => {
    await pressOpener(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 10_000 });
    await expect(within(dialog).getByText('Sign in to save favourites.')).toBeInTheDocument();
  },
};

/** A signed-in customer pressed a heart: the list picker, with the lists the root read on mounting. */
export const FavouritesPicker: Story = {
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    await pressOpener(canvasElement);
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a list' }, { timeout: 10_000 });
    await within(dialog).findByText('Living room', { exact: false }, { timeout: 5_000 });
  },
};

/** Sign-in, dark theme. */
export const SignInForFavouritesDark: Story = { ...SignInForFavourites, globals: { theme: 'dark' } };
