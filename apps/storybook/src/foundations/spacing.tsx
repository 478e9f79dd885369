import { borderWidths, radii, SPACING_UNIT_PX, space } from '@storefront/ui/tokens';
import { TokenTable } from './token-table';

const bar = { display: 'inline-block', height: '1rem' } as const;

/** The spacing scale (multiples of the 4px unit), radii and border widths. */
export function SpacingTables() {
  return (
    <>
      <TokenTable
        caption={`Spacing (keys are multiples of the ${SPACING_UNIT_PX}px unit)`}
        sampleHeading="Sample"
        rows={Object.entries(space)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([name, value]) => ({
            name: `space[${name}]`,
            value,
            sample: <span css={(t) => ({ ...bar, width: value, background: t.colors.primary })} />,
          }))}
      />
      <TokenTable
        caption="Radii"
        sampleHeading="Sample"
        rows={Object.entries(radii).map(([name, value]) => ({
          name: `radii.${name}`,
          value,
          sample: (
            <span
              css={(t) => ({
                display: 'inline-block',
                width: '3rem',
                height: '3rem',
                borderRadius: value,
                border: `${t.borderWidths.thick} solid ${t.colors.borderStrong}`,
                background: t.colors.surfaceMuted,
              })}
            />
          ),
        }))}
      />
      <TokenTable
        caption="Border widths"
        sampleHeading="Sample"
        rows={Object.entries(borderWidths).map(([name, value]) => ({
          name: `borderWidths.${name}`,
          value,
          sample: (
            <span
              css={(t) => ({
                display: 'inline-block',
                width: '4rem',
                height: '1.5rem',
                border: `${value} solid ${t.colors.borderStrong}`,
              })}
            />
          ),
        }))}
      />
    </>
  );
}
