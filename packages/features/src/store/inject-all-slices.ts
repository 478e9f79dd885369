import { injectCheckoutSlice } from './inject-checkout-slice';
import { injectListingSlices } from './inject-listing-slices';
import { injectOrganisationUsersSlice } from './inject-organisation-users-slice';

/**
 * Injects every page-specific slice at once: for a server, which renders any page and whose bundle size does
 * not matter, and for tests and stories. A browser injects each with its page's chunk instead.
 */
export function injectAllSlices(): void {
  injectCheckoutSlice();
  injectListingSlices();
  injectOrganisationUsersSlice();
}
