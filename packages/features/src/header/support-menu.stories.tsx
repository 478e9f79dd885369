import type { Meta, StoryObj } from '@storybook/react-vite';
import { globalContentFixture } from '../test/shell-fixtures';
import { headerTexts } from './header-texts';
import { SupportMenu } from './support-menu';

const texts = headerTexts((_key, fallback) => fallback);

const meta = {
  title: 'Shell/Header parts/Support menu',
  component: SupportMenu,
  args: {
    email: globalContentFixture.supportEmailAddress,
    phone: globalContentFixture.supportPhoneNumber,
    texts,
  },
  decorators: [
    // Room for the panel, which opens below the button.
    (Story) => (
      <div css={{ display: 'flex', justifyContent: 'center', minHeight: '14rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the customer service button. */
export const Closed: Story = {};
/** Open: e-mail and phone links. */
export const Open: Story = { args: { defaultOpen: true } };
/** Long translated texts. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    texts: { support: 'Kundeservice og hjelp', supportEmail: 'Send oss en e-post', supportPhone: 'Ring oss' },
  },
};
/** Dark theme, open. */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
