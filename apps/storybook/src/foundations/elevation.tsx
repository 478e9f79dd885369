import { createTheme } from '@storefront/ui';
import { zIndices } from '@storefront/ui/tokens';
import { TokenTable } from './token-table';

const shadowNames = Object.keys(createTheme('light').shadows) as (keyof ReturnType<
  typeof createTheme
>['shadows'])[];

/** Shadows of both themes (tuned per theme) and the stacking layers. */
export function ElevationTables() {
  return (
    <>
      <TokenTable
        caption="Shadows (light / dark)"
        sampleHeading="Sample"
        rows={shadowNames.map((name) => {
          const light = createTheme('light');
          const dark = createTheme('dark');
          return {
            name: `shadows.${name}`,
            value: `${light.shadows[name]} / ${dark.shadows[name]}`,
            sample: (
              <span css={{ display: 'inline-flex', gap: '1rem', padding: '1rem' }}>
                {[light, dark].map((theme) => (
                  <span
                    key={theme.name}
                    aria-hidden
                    css={{
                      display: 'inline-block',
                      width: '4rem',
                      height: '3rem',
                      borderRadius: theme.radii.m,
                      background: theme.colors.surface,
                      boxShadow: theme.shadows[name],
                    }}
                  />
                ))}
              </span>
            ),
          };
        })}
      />
      <TokenTable
        caption="Stacking layers (z-index)"
        rows={Object.entries(zIndices)
          .sort(([, a], [, b]) => a - b)
          .map(([name, value]) => ({ name: `zIndices.${name}`, value: String(value) }))}
      />
    </>
  );
}
