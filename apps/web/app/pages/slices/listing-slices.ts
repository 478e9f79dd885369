// Loaded with the category and search pages' chunks (page registry): the listing and search state join the
// store then, so the first load of other pages carries none of the listing and filter code.
import { injectListingSlices } from '@storefront/features/store';

injectListingSlices();
