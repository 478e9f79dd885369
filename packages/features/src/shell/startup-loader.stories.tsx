import { LoadingScreen } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StartupLoader } from './startup-loader';

const meta = {
  title: 'Shell/Startup loader',
  component: StartupLoader,
  args: { children: <LoadingScreen /> },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main>
          <h1>The page under the loader</h1>
          <p>The loading screen covers it for 700 ms after the first render, then goes.</p>
        </main>
      </>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StartupLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The start-up loading screen over the page; reload the story to see it again. */
export const Loading: Story = {};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
