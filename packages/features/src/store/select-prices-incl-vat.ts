import { showPricesInclVat } from '@storefront/domain';
import type { RootState } from './root-reducer';

/**
 * Whether the shop shows prices including VAT (global settings, domain rule): the one selector every
 * feature reads (listing, product, cart, checkout, order confirmation), so none words the rule itself.
 */
export const selectPricesInclVat = (state: RootState): boolean =>
  showPricesInclVat({ priceInclVAT: state.settings.data?.priceInclVAT ?? null });
