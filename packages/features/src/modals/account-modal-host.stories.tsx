import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountStoryProviders, storyCustomer } from '../test/account-story-providers';
import { AccountModalHost } from './account-modal-host';
import type { AccountModalsState } from './account-modals-slice';

// The host shows whichever account modal the store has open; each story starts with one open (its modal's
// code loads on demand, so each play function waits for its dialog).

const meta = {
  title: 'Account/AccountModalHost',
  component: AccountModalHost,
  decorators: [
    // `parameters.accountModals` is the slice's state; the favourites picker is for a signed-in customer.
    (Story, { parameters }) => {
      const accountModals = parameters.accountModals as AccountModalsState;
      const signedIn = accountModals.open === 'favouritesPicker';
      return (
        <AccountStoryProviders
          customer={signedIn ? storyCustomer : null}
          route="/en"
          state={{
            accountModals,
            ...(signedIn && {
              favourites: {
                lists: [{ id: 'f1', name: 'Living room', items: [{ code: 'OSLO-GRN' }] }],
                status: 'succeeded',
                error: null,
              },
            }),
          }}
        >
          <Story />
        </AccountStoryProviders>
      );
    },
  ],
  parameters: { layout: 'fullscreen', accountModals: { open: 'login', reason: null, productCode: null } },
} satisfies Meta<typeof AccountModalHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the open modal's dialog, named by its title. */
const dialogNamed =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 10_000 });
  };

/** Sign-in (an account button or checkout asked for it). */
export const SignIn: Story = { play: dialogNamed('Sign in') };

/** Sign-in asked for by a heart on a product card: it says why. */
export const SignInForFavourites: Story = {
  parameters: { accountModals: { open: 'login', reason: 'favourites', productCode: null } },
  play: dialogNamed('Sign in'),
};

/** From sign-in, "Create an account": the host swaps in the registration modal. */
export const SignInToRegister: Story = {
  play: async (context) => {
    await dialogNamed('Sign in')?.(context);
    const screen = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('dialog', { name: 'Create an account' }, { timeout: 10_000 });
    await expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  },
};

/** Registration. */
export const Register: Story = {
  parameters: { accountModals: { open: 'register', reason: null, productCode: null } },
  play: dialogNamed('Create an account'),
};

/** Reset password ("Forgotten your password?"). */
export const ResetPassword: Story = {
  parameters: { accountModals: { open: 'resetPassword', reason: null, productCode: null } },
  play: dialogNamed('Reset password'),
};

/** The favourites list picker for a product, for a signed-in customer. */
export const FavouritesPicker: Story = {
  parameters: { accountModals: { open: 'favouritesPicker', reason: null, productCode: 'OSLO-GRN' } },
  play: dialogNamed('Choose a list'),
};

/** Nothing open: the host renders nothing. */
export const NothingOpen: Story = {
  parameters: { accountModals: { open: null, reason: null, productCode: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Sign-in, dark theme. */
export const SignInDark: Story = { ...SignIn, globals: { theme: 'dark' } };
