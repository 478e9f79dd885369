import { showPricesInclVat } from '@storefront/domain';
import type { RootState } from '../store/root-reducer';

/** Whether listings and product pages show prices including VAT (global settings, domain rule). */
export const selectPricesInclVat = (state: RootState): boolean =>
  showPricesInclVat({ priceInclVAT: state.settings.data?.priceInclVAT ?? null });
