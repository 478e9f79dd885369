import type { Meta, StoryObj } from '@storybook/react-vite';
import * as icons from './index';

const { Icon: _frame, Logo, ...iconComponents } = icons;

/** Every icon with its name, at one size, in the current text colour. */
function IconGallery({ size }: { size: 'xs' | 's' | 'm' | 'l' | 'xl' }) {
  return (
    <ul
      css={(t) => ({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: t.space[4],
        listStyle: 'none',
        padding: 0,
      })}
    >
      {Object.entries(iconComponents).map(([name, Component]) => (
        <li
          key={name}
          css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[2], fontSize: t.fontSizes.s })}
        >
          <Component size={size} />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  args: { size: 'm' },
} satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const ExtraSmall: Story = { args: { size: 'xs' } };
export const Large: Story = { args: { size: 'l' } };
export const ExtraLarge: Story = { args: { size: 'xl' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
export const Logos: Story = {
  render: () => (
    <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[8] })}>
      <Logo title="Storefront" />
      <Logo variant="small" title="Storefront (small)" />
    </div>
  ),
};
