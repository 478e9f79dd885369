import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../checkbox/checkbox';
import { Accordion, AccordionItem } from './accordion';

function FacetSections({ openFirst }: { openFirst: boolean }) {
  return (
    <div css={{ maxWidth: '18rem' }}>
      <Accordion>
        <AccordionItem title="Colour" defaultOpen={openFirst}>
          <Checkbox label="Black" description="(12)" />
          <Checkbox label="Oak" description="(8)" />
        </AccordionItem>
        <AccordionItem title="Material">
          <Checkbox label="Wool" description="(5)" />
        </AccordionItem>
        <AccordionItem title="Brand">
          <Checkbox label="Nordlys" description="(21)" />
        </AccordionItem>
      </Accordion>
    </div>
  );
}

const meta = {
  title: 'Primitives/Accordion',
  component: FacetSections,
  args: { openFirst: true },
} satisfies Meta<typeof FacetSections>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = {};
export const AllClosed: Story = { args: { openFirst: false } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
