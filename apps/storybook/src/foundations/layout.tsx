import { breakpoints, grid, headerHeights, iconSizes, maxWidths, mq, sizes } from '@storefront/ui/tokens';
import { TokenTable } from './token-table';

/** Breakpoints with their media queries, the page grid, content widths and fixed sizes. */
export function LayoutTables() {
  return (
    <>
      <TokenTable
        caption="Breakpoints"
        noteHeading="Media query (from)"
        rows={Object.entries(breakpoints).map(([name, value]) => ({
          name: `breakpoints.${name}`,
          value: `${value}px`,
          note: <code>{mq.from(name as keyof typeof breakpoints)}</code>,
        }))}
      />
      <TokenTable
        caption="Page grid"
        noteHeading="Gutter, margin"
        rows={grid.map((step) => ({
          name: `from ${step.minWidth}px`,
          value: `${step.columns} columns`,
          note: `${step.gutter}, ${step.margin}`,
        }))}
      />
      <TokenTable
        caption="Content widths and header heights"
        rows={[
          ...Object.entries(maxWidths).map(([name, value]) => ({ name: `maxWidths.${name}`, value })),
          ...Object.entries(headerHeights).map(([name, value]) => ({ name: `headerHeights.${name}`, value })),
        ]}
      />
      <TokenTable
        caption="Icon sizes and fixed sizes"
        rows={[
          ...Object.entries(iconSizes).map(([name, value]) => ({
            name: `iconSizes.${name}`,
            value: `${value}px`,
          })),
          ...Object.entries(sizes).map(([name, value]) => ({
            name: `sizes.${name}`,
            value: typeof value === 'object' ? JSON.stringify(value) : String(value),
          })),
        ]}
      />
    </>
  );
}
