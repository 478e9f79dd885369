import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, useState } from 'react';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Modal, type ModalProps, SidePanelModal } from './modal';

/** Content that never finishes loading, to show the lazy-loading fallback. */
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => undefined));
/** Content that loads on demand. */
const LoadsOnDemand = lazy(async () => ({
  default: () => <p>Two items in your cart: Oslo lounge chair and Bergen side table.</p>,
}));

const SECTIONS = Array.from({ length: 30 }, (_, i) => `Section ${i + 1}`);

function Demo({ side, ...props }: Omit<ModalProps, 'onOpenChange'> & { side?: boolean }) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const Dialog = side ? SidePanelModal : Modal;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Demo,
  args: {
    title: 'Choose country',
    defaultOpen: true,
    children: <p>Prices and delivery options depend on the country you ship to.</p>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { defaultOpen: false } };
export const Open: Story = {};
export const WithFooter: Story = {
  args: { footer: <Button fullWidth>Save</Button> },
};
export const SidePanel: Story = {
  args: {
    side: true,
    title: 'Filter',
    children: (
      <>
        <Checkbox label="Black" description="(12)" />
        <Checkbox label="Oak" description="(8)" />
      </>
    ),
    footer: <Button fullWidth>Show 24 products</Button>,
  },
};
export const SidePanelWithBack: Story = {
  args: { side: true, title: 'Edit address', onBack: () => undefined },
};
export const LazyLoading: Story = {
  args: { side: true, title: 'Mini cart', children: <NeverLoads /> },
};
export const LazyLoaded: Story = {
  args: { side: true, title: 'Mini cart', children: <LoadsOnDemand /> },
};
export const ErrorFooter: Story = {
  args: {
    side: true,
    title: 'Change password',
    footer: (
      <ul css={(t) => ({ color: t.colors.danger, paddingInlineStart: t.space[4] })}>
        <li>The current password is wrong.</li>
      </ul>
    ),
  },
};
export const LongText: Story = {
  args: {
    side: true,
    title: 'Terms of sale for organisations purchasing furniture for public spaces and offices',
    children: (
      <>
        {SECTIONS.map((section) => (
          <p key={section}>
            {section}. Deliveries are made on weekdays between 08:00 and 16:00; the buyer checks the goods on
            arrival and reports visible damage within 48 hours.
          </p>
        ))}
      </>
    ),
  },
};
export const DarkTheme: Story = { args: { side: true, title: 'Filter' }, globals: { theme: 'dark' } };
