/** The views of the account page, as the `view` address parameter names them (spec §2). */
export const ACCOUNT_VIEWS = [
  'Overview',
  'Details',
  'Addresses',
  'Orders',
  'OrderDetails',
  'Favorites',
  'Users',
  'Approvals',
  'BulkCart',
] as const;

/** An account page view. */
export type AccountView = (typeof ACCOUNT_VIEWS)[number];

/**
 * The view an address asks for; Overview when the parameter is missing or unknown (spec §2: default
 * Overview). Case-insensitive, so `view=favorites` opens favourites too.
 * @example accountViewFrom('Favorites') // 'Favorites'
 */
export function accountViewFrom(value: string | null): AccountView {
  const wanted = (value ?? '').toLowerCase();
  return ACCOUNT_VIEWS.find((view) => view.toLowerCase() === wanted) ?? 'Overview';
}
