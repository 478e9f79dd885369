import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../test/story-providers';
import { ContentBlock } from './content-block';

const meta = {
  title: 'Content/ContentBlock',
  component: ContentBlock,
  args: {
    block: {
      blockId: 'b1',
      blockType: 'ContentBlock',
      heading: 'Our story',
      html: '<p>Since 1962 we have made furniture in Norway. <a href="/en/about/values">Our values</a> · <a href="mailto:hello@storefront.example">Write to us</a></p><ul><li>Solid wood</li><li>Wool from Norwegian sheep</li></ul>',
    },
  },
  decorators: [
    // Links inside the HTML go through the app's router.
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof ContentBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A heading and rich text with an in-shop link, a mail link and a list. */
export const WithHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Our values' })).toHaveAttribute(
      'href',
      '/en/about/values',
    );
  },
};

/** No heading: the text alone. */
export const WithoutHeading: Story = {
  args: {
    block: {
      blockId: 'b2',
      blockType: 'ContentBlock',
      heading: null,
      html: '<p>Free delivery over 5 000 kr.</p>',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** Long text keeps to the quote width. */
export const LongText: Story = {
  args: {
    block: {
      blockId: 'b3',
      blockType: 'ContentBlock',
      heading: 'Caring for oiled oak',
      html: `<p>${'Wipe with a damp cloth and dry at once; oil the surface twice a year. '.repeat(12)}</p>`,
    },
  },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
