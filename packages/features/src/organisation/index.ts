// `@storefront/features/organisation`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type {
  OrganisationUsersConfirmation,
  OrganisationUsersState,
} from './organisation-users-slice';
export {
  organisationUserModalClosed,
  selectCanManageUsers,
  selectOrganisationUsers,
} from './organisation-users-slice';
export {
  changeOrganisationUserPassword,
  createOrganisationUser,
  deleteOrganisationUser,
  loadOrganisationUsers,
  updateOrganisationUser,
} from './organisation-users-thunks';
export { UsersView } from './users-view';
