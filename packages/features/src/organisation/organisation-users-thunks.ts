import type {
  ChangeOrganizationUserPasswordBody,
  CreateOrganizationUserBody,
  OrganizationUser,
  Role,
  UpdateOrganizationUserBody,
} from '@storefront/api-client';
import { failureText } from '../shared/failure-text';
import { createAppThunk } from '../store/create-app-thunk';

type UsersThunkApi = { rejectValue: string };

/** Lists the users of the signed-in administrator's organisation and the roles they may have. */
export const loadOrganisationUsers = createAppThunk<
  { users: OrganizationUser[]; roles: Role[] },
  void,
  UsersThunkApi
>('organisationUsers/load', async (_, { extra, getState, rejectWithValue }) => {
  const organizationId = getState().customerSession.customer?.organizationId;
  if (!organizationId) return rejectWithValue('Access forbidden. No further details provided.');
  const [users, roles] = await Promise.all([
    extra.api.customer.organizationUsers(organizationId),
    extra.api.customer.roles(),
  ]);
  if (!users.ok) return rejectWithValue(failureText(users));
  if (!roles.ok) return rejectWithValue(failureText(roles));
  return { users: users.data, roles: roles.data };
});

/** Creates a user of the organisation, then refetches the list (spec §4). */
export const createOrganisationUser = createAppThunk<
  OrganizationUser,
  CreateOrganizationUserBody,
  UsersThunkApi
>('organisationUsers/create', async (body, { extra, dispatch, rejectWithValue }) => {
  const answer = await extra.api.customer.createOrganizationUser(body);
  if (!answer.ok) return rejectWithValue(failureText(answer));
  await dispatch(loadOrganisationUsers());
  return answer.data;
});

/** Updates a user of the organisation, then refetches the list. */
export const updateOrganisationUser = createAppThunk<
  OrganizationUser,
  UpdateOrganizationUserBody,
  UsersThunkApi
>('organisationUsers/update', async (body, { extra, dispatch, rejectWithValue }) => {
  const answer = await extra.api.customer.updateOrganizationUser(body);
  if (!answer.ok) return rejectWithValue(failureText(answer));
  await dispatch(loadOrganisationUsers());
  return answer.data;
});

/** Deletes a user of the organisation (by id), then refetches the list. */
export const deleteOrganisationUser = createAppThunk<string, string, UsersThunkApi>(
  'organisationUsers/delete',
  async (id, { extra, dispatch, rejectWithValue }) => {
    const answer = await extra.api.customer.removeOrganizationUser(id);
    if (!answer.ok) return rejectWithValue(failureText(answer));
    await dispatch(loadOrganisationUsers());
    return id;
  },
);

/** Sets a user's password; success shows a confirmation, failure an error list in the modal footer. */
export const changeOrganisationUserPassword = createAppThunk<
  null,
  ChangeOrganizationUserPasswordBody,
  UsersThunkApi
>('organisationUsers/changePassword', async (body, { extra, rejectWithValue }) => {
  const answer = await extra.api.customer.changeOrganizationUserPassword(body);
  return answer.ok ? null : rejectWithValue(failureText(answer));
});
