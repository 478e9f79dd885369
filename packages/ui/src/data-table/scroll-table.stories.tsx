import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollTable } from './scroll-table';

const ORDERS = [
  { number: 'PO-100231', date: '2026-11-02', placedBy: 'Kari Nordmann', total: '12 490,00 kr' },
  { number: 'PO-100245', date: '2026-11-14', placedBy: 'Ola Hansen', total: '58 300,00 kr' },
  { number: 'PO-100262', date: '2026-11-20', placedBy: 'Ingrid Berg-Johannessen', total: '4 990,00 kr' },
];

const meta = {
  title: 'Primitives/ScrollTable',
  component: ScrollTable,
  args: {
    label: 'Orders',
    children: (
      <>
        <thead>
          <tr>
            <th>Order number</th>
            <th>Date</th>
            <th>Placed by</th>
            <th>Total excl. VAT</th>
          </tr>
        </thead>
        <tbody>
          {ORDERS.map((order) => (
            <tr key={order.number}>
              <td>{order.number}</td>
              <td>{order.date}</td>
              <td>{order.placedBy}</td>
              <td>{order.total}</td>
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ScrollTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** On a 375 px phone the table scrolls inside its region; the page does not widen. */
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Empty: Story = {
  args: {
    children: (
      <thead>
        <tr>
          <th>Order number</th>
          <th>Date</th>
        </tr>
      </thead>
    ),
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
