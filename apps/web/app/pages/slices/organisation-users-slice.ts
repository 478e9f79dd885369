// Loaded with the account page's chunk (page registry): the organisation users state joins the store then.
import { injectOrganisationUsersSlice } from '@storefront/features/store';

injectOrganisationUsersSlice();
