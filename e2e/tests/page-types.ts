/**
 * One address of each page type the first-paint specs check on the seeded shop (start, search, category,
 * product): the same four pages bench/web measures.
 */
export const PAGE_TYPES = [
  { name: 'start', path: '/en' },
  { name: 'search', path: '/en/search?query=sofa' },
  { name: 'category', path: '/en/assortment/furniture/sofas/' },
  { name: 'product', path: '/en/assortment/furniture/sofas/utsira-2-seat-sofa-100000/' },
] as const;

/** The address of one page type of {@link PAGE_TYPES}. */
export function pathOf(name: (typeof PAGE_TYPES)[number]['name']): string {
  const page = PAGE_TYPES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no page type ${name}`);
  return page.path;
}
