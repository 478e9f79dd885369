import { organisationUsersReducer } from '../organisation/organisation-users-slice';
import { injectSlice } from './root-reducer';

/** Adds the organisation users state to the store; the account page's chunk calls it. */
export function injectOrganisationUsersSlice(): void {
  injectSlice({ reducerPath: 'organisationUsers', reducer: organisationUsersReducer });
}
