import {
  contrastPairs,
  contrastRatio,
  palette,
  type SemanticColors,
  themeColors,
} from '@storefront/ui/tokens';
import { Swatch, type TokenRow, TokenTable } from './token-table';

type Scale = Record<string | number, string>;

/** The raw palette, scale by scale: components never use it directly, only through the semantic colours. */
export function PaletteTable() {
  const rows: TokenRow[] = Object.entries(palette).flatMap(([family, value]) =>
    typeof value === 'string'
      ? [{ name: `palette.${family}`, value, sample: <Swatch color={value} /> }]
      : Object.entries(value as Scale).map(([step, hex]) => ({
          name: `palette.${family}[${step}]`,
          value: hex,
          sample: <Swatch color={hex} />,
        })),
  );
  return <TokenTable caption="Palette" rows={rows} sampleHeading="Colour" />;
}

/** Every semantic colour in the light and the dark theme, side by side whatever the toolbar says. */
export function SemanticColourTable() {
  const names = Object.keys(themeColors.light) as (keyof SemanticColors)[];
  const rows: TokenRow[] = names.map((name) => ({
    name: `colors.${name}`,
    value: `${themeColors.light[name]} / ${themeColors.dark[name]}`,
    sample: (
      <span css={{ display: 'inline-flex', gap: '0.5rem' }}>
        <Swatch color={themeColors.light[name]} />
        <Swatch color={themeColors.dark[name]} />
      </span>
    ),
  }));
  return <TokenTable caption="Semantic colours (light / dark)" rows={rows} sampleHeading="Light, dark" />;
}

/** The contrast of every colour pair the components use, in both themes, against its WCAG minimum. */
export function ContrastTable() {
  const rows: TokenRow[] = (['light', 'dark'] as const).flatMap((theme) =>
    contrastPairs.map((pair) => {
      const colors = themeColors[theme];
      const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
      const passes = ratio >= pair.minimum;
      return {
        name: `${theme}: ${pair.foreground} on ${pair.background}`,
        value: `${ratio.toFixed(2)}:1`,
        sample:
          pair.minimum === 4.5 ? (
            <span
              css={{
                display: 'inline-block',
                padding: '0.25rem 0.5rem',
                color: colors[pair.foreground],
                background: colors[pair.background],
                border: `1px solid ${colors.borderStrong}`,
              }}
            >
              Sofa 12 490 kr
            </span>
          ) : (
            <span
              aria-hidden
              css={{
                display: 'inline-block',
                width: '4rem',
                height: '1.5rem',
                background: colors[pair.background],
                border: `3px solid ${colors[pair.foreground]}`,
              }}
            />
          ),
        note: `${passes ? 'Passes' : 'Fails'} ${pair.minimum}:1 (${pair.minimum === 4.5 ? 'text, WCAG 1.4.3' : 'non-text, WCAG 1.4.11'})`,
      };
    }),
  );
  return (
    <TokenTable caption="Contrast of colour pairs" rows={rows} sampleHeading="Sample" noteHeading="WCAG AA" />
  );
}
