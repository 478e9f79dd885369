import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/story-providers';
import { RichText } from './rich-text';

const html = `<h2>Delivery</h2>
<p>We deliver to your door in <strong>two weeks</strong>. Read the <a href="/en/about/terms">terms of sale</a>,
<a href="#returns">how returns work</a> or <a href="mailto:support@storefront.example">e-mail us</a>.</p>
<ul><li>Free delivery over 5 000 kr</li><li>30 days open purchase</li></ul>
<h3 id="returns">Returns</h3>
<p>Visit <a href="https://example.com/returns">our returns partner</a> to book a pick-up.</p>`;

const meta = {
  title: 'Content/Rich text',
  component: RichText,
  args: { html },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div css={{ maxWidth: '76rem', padding: '1.5rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Server-sanitised HTML: headings, lists and every kind of link (in-app, anchor, mail, external). */
export const Formatted: Story = {};
/** A single paragraph. */
export const Paragraph: Story = { args: { html: '<p>Oiled oak frame with a deep wool seat.</p>' } };
/** Nothing from the editor: an empty container. */
export const Empty: Story = { args: { html: '' } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
