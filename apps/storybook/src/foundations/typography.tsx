import { fontSizes, fonts, fontWeights, lineHeights } from '@storefront/ui/tokens';
import { TokenTable } from './token-table';

/** The type scale, each size set in the body font, plus families, weights and line heights. */
export function TypographyTables() {
  return (
    <>
      <TokenTable
        caption="Font sizes"
        sampleHeading="Sample"
        rows={Object.entries(fontSizes).map(([name, value]) => ({
          name: `fontSizes.${name}`,
          value,
          sample: <span css={{ fontSize: value, lineHeight: lineHeights.tight }}>Oslo lounge chair</span>,
        }))}
      />
      <TokenTable
        caption="Font weights"
        sampleHeading="Sample"
        rows={Object.entries(fontWeights).map(([name, value]) => ({
          name: `fontWeights.${name}`,
          value: String(value),
          sample: <span css={{ fontWeight: value }}>Oslo lounge chair</span>,
        }))}
      />
      <TokenTable
        caption="Line heights"
        sampleHeading="Sample"
        rows={Object.entries(lineHeights).map(([name, value]) => ({
          name: `lineHeights.${name}`,
          value: String(value),
          sample: (
            <span css={{ display: 'block', maxWidth: '16rem', lineHeight: value }}>
              Oiled oak frame with a deep wool seat, made to last for decades.
            </span>
          ),
        }))}
      />
      <TokenTable
        caption="Font families"
        sampleHeading="Sample"
        rows={Object.entries(fonts).map(([name, value]) => ({
          name: `fonts.${name}`,
          value,
          sample: <span css={{ fontFamily: value }}>Aa Øø 0123</span>,
        }))}
      />
    </>
  );
}
