// Loaded with the checkout and order confirmation pages' chunks (page registry): their state joins the store
// then, so the first load of every other page carries none of the checkout code.
import { injectCheckoutSlice } from '@storefront/features/store';

injectCheckoutSlice();
