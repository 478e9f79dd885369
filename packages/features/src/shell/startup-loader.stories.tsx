import { LoadingScreen } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StartupLoader } from './startup-loader';

const meta = {
  title: 'Shell/Startup loader',
  component: StartupLoader,
  args: { hasPageContent: false, children: <LoadingScreen /> },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main>
          <h1>The page under the loader</h1>
          <p>
            Without page content at first paint the loading screen covers it for 700 ms after the first
            render, then goes; a server-rendered page never gets it.
          </p>
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
/** A server-rendered page: the loader is never rendered, the page shows at once. */
export const ServerRenderedPage: Story = { args: { hasPageContent: true } };
/** A server-rendered page, dark theme. */
export const ServerRenderedPageDark: Story = { args: { hasPageContent: true }, globals: { theme: 'dark' } };
