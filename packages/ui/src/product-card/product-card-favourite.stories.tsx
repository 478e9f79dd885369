import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ProductCardFavourite } from './product-card-favourite';

const meta = {
  title: 'Commerce/ProductCard/Favourite',
  component: ProductCardFavourite,
  args: {
    isFavourite: false,
    disabled: false,
    addLabel: 'Add Oslo lounge chair to favourites',
    removeLabel: 'Remove Oslo lounge chair from favourites',
  },
  argTypes: { disabled: { control: 'inline-radio', options: [false, true, 'until-hydrated'] } },
  decorators: [
    (Story) => (
      // The heart sits in the top corner of the nearest positioned box, as it does on the card.
      <div css={{ position: 'relative', width: '12rem', height: '6rem', border: '1px dashed' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCardFavourite>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not in a favourites list: the outline heart. */
export const NotFavourite: Story = {};

/** In one of the visitor's lists: the filled heart in the primary colour. */
export const Favourite: Story = { args: { isFavourite: true } };

/** Disabled in the server HTML, enabled here once effects have run: a click before hydration is never lost. */
export const UntilHydrated: Story = {
  args: { disabled: 'until-hydrated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeEnabled();
  },
};

/** Disabled, e.g. while the list picker saves. */
export const Disabled: Story = { args: { disabled: true } };

/** Signed out: the heart looks the same, and a press asks the visitor to sign in (the shop opens its modal). */
export const SignedOut: Story = {
  render: (args) => {
    const [asked, setAsked] = useState(false);
    return (
      <>
        <ProductCardFavourite {...args} onClick={() => setAsked(true)} />
        <p role="status" css={{ margin: 0, padding: '0.5rem', maxWidth: '8rem' }}>
          {asked ? 'Sign in to save favourites.' : ''}
        </p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Oslo lounge chair to favourites' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Sign in to save favourites.');
  },
};

/** Both hearts in the dark theme. */
export const DarkTheme: Story = {
  render: (args) => (
    <>
      <ProductCardFavourite {...args} />
      <div css={{ position: 'absolute', insetBlockEnd: '0.5rem', insetInlineEnd: '0.5rem' }}>
        <div css={{ position: 'relative', width: '3rem', height: '3rem' }}>
          <ProductCardFavourite {...args} isFavourite />
        </div>
      </div>
    </>
  ),
  globals: { theme: 'dark' },
};
