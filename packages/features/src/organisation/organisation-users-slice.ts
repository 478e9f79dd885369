import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { OrganizationUser, Role } from '@storefront/api-client';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { customerSessionEnded } from '../store/customer-auth-thunks';
import type { RootState } from '../store/root-reducer';
import {
  changeOrganisationUserPassword,
  createOrganisationUser,
  deleteOrganisationUser,
  loadOrganisationUsers,
  updateOrganisationUser,
} from './organisation-users-thunks';

/** Which confirmation to show after a successful administration call (text keys `users.*`). */
export type OrganisationUsersConfirmation = 'created' | 'updated' | 'deleted' | 'passwordChanged';

/** State of organisation user administration (spec §3 "Organisation users: users, roles, error flags"). */
export interface OrganisationUsersState {
  users: OrganizationUser[];
  roles: Role[];
  status: RequestStatus;
  /** True while a create, update, delete or password change runs. */
  saving: boolean;
  /** The confirmation of the last successful change, until the modal closes. */
  confirmation: OrganisationUsersConfirmation | null;
  /** Errors of the last failed change, listed in the modal footer. */
  errors: string[];
  /** Why the list could not be read (e.g. 403 for a purchaser). */
  loadError: string | null;
}

const initialState: OrganisationUsersState = {
  users: [],
  roles: [],
  status: 'idle',
  saving: false,
  confirmation: null,
  errors: [],
  loadError: null,
};

const changes = [
  createOrganisationUser,
  updateOrganisationUser,
  deleteOrganisationUser,
  changeOrganisationUserPassword,
] as const;

const organisationUsersSlice = createSlice({
  name: 'organisationUsers',
  initialState,
  reducers: {
    /** The user modal closed: confirmation and errors reset (spec §4 "Close resets"). */
    organisationUserModalClosed(state) {
      state.confirmation = null;
      state.errors = [];
      state.saving = false;
    },
  },
  extraReducers: (builder) => {
    addRequestStatusCases(builder, loadOrganisationUsers, {
      fulfilled: (state, action) => {
        state.users = action.payload.users;
        state.roles = action.payload.roles;
        state.loadError = null;
      },
      rejected: (state, action) => {
        state.loadError = action.payload ?? action.error.message ?? 'Unexpected error';
      },
    })
      .addCase(createOrganisationUser.fulfilled, (state) => {
        state.confirmation = 'created';
      })
      .addCase(updateOrganisationUser.fulfilled, (state) => {
        state.confirmation = 'updated';
      })
      .addCase(deleteOrganisationUser.fulfilled, (state) => {
        state.confirmation = 'deleted';
      })
      .addCase(changeOrganisationUserPassword.fulfilled, (state) => {
        state.confirmation = 'passwordChanged';
      })
      .addCase(customerSessionEnded, () => initialState)
      .addMatcher(isAnyOf(...changes.map((thunk) => thunk.pending)), (state) => {
        state.saving = true;
        state.confirmation = null;
        state.errors = [];
      })
      .addMatcher(isAnyOf(...changes.map((thunk) => thunk.fulfilled)), (state) => {
        state.saving = false;
      })
      .addMatcher(isAnyOf(...changes.map((thunk) => thunk.rejected)), (state, action) => {
        state.saving = false;
        state.errors = [action.payload ?? action.error.message ?? 'Unexpected error'];
      });
  },
});

export const { organisationUserModalClosed } = organisationUsersSlice.actions;
/** Reducer of organisation user administration. */
export const organisationUsersReducer = organisationUsersSlice.reducer;
/** The organisation users state. */
export const selectOrganisationUsers = (state: RootState) => state.organisationUsers;
/**
 * Whether the signed-in customer administers an organisation's users (decided in the api-client README:
 * only `OrganizationAdministrator`); purchasers and private customers never see user administration.
 */
export const selectCanManageUsers = (state: RootState) =>
  state.customerSession.customer?.role === 'OrganizationAdministrator' &&
  state.customerSession.customer.organizationId !== null;
