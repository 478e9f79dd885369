/** Page types whose menus link to "see all products" (spec §2); every other type gets "see overview". */
export const CATALOGUE_NAVIGATION_TYPES = ['CategoryBase', 'Catalog'] as const;

/**
 * Which overview link a menu of this navigation type shows.
 * @example menuOverviewLink('CategoryBase') // 'seeAllProducts'
 * @example menuOverviewLink('StandardPage') // 'seeOverview'
 */
export function menuOverviewLink(type: string): 'seeAllProducts' | 'seeOverview' {
  return (CATALOGUE_NAVIGATION_TYPES as readonly string[]).includes(type) ? 'seeAllProducts' : 'seeOverview';
}
