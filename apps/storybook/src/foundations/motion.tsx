import { durations, easings, timings } from '@storefront/ui/tokens';
import { TokenTable } from './token-table';

/** Durations and easings of transitions, and the behaviour timings components share with their tests. */
export function MotionTables() {
  return (
    <>
      <TokenTable
        caption="Durations"
        rows={Object.entries(durations).map(([name, value]) => ({ name: `durations.${name}`, value }))}
      />
      <TokenTable
        caption="Easings"
        rows={Object.entries(easings).map(([name, value]) => ({ name: `easings.${name}`, value }))}
      />
      <TokenTable
        caption="Behaviour timings"
        rows={Object.entries(timings).map(([name, value]) => ({
          name: `timings.${name}`,
          value: `${value} ms`,
        }))}
      />
    </>
  );
}
