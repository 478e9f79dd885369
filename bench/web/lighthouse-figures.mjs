// The figures the web benchmark keeps from one Lighthouse report, and one Lighthouse run with its mobile preset.
import lighthouse from 'lighthouse';

const kb = (bytes) => bytes / 1024;

/** The figures of one Lighthouse report. */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const summary = audit('resource-summary').details.items;
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requests = audit('network-requests').details.items;
  const scripts = requests
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, kb: kb(r.transferSize) }))
    .sort((a, b) => b.kb - a.kb);
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  const shifts = (audit('layout-shifts')?.details?.items ?? [])
    .map((item) => `${item.score.toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? 'unknown node'}`)
    .slice(0, 3);
  // Main-thread time per script (evaluation, parsing, compiling): where TBT comes from.
  const bootup = (audit('bootup-time')?.details?.items ?? [])
    .map((item) => `${item.total.toFixed(0)} ms ${item.url}`)
    .slice(0, 3);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    jsKb: kb(transfer('script')),
    cssKb: kb(transfer('stylesheet')),
    fontKb: kb(transfer('font')),
    totalKb: kb(transfer('total')),
    scripts,
    lcpElement: lcpElement ? `${lcpElement.selector ?? ''} ${lcpElement.snippet ?? ''}`.trim() : 'none',
    shifts,
    bootup,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * One Lighthouse run: mobile form factor (Moto G Power screen), simulated slow 4G and 4x CPU slowdown. A run
 * whose trace Lighthouse itself could not record (NO_NAVSTART and the like on a loaded machine) is a failed
 * measurement, not a figure: it is measured again, twice at most.
 */
export async function lighthouseRun(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return figures(result.lhr);
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    process.stderr.write(`Lighthouse could not measure ${url} (${result.lhr.runtimeError.code}); again…\n`);
  }
}
