import type {
  AddressReferenceBody,
  ChangeOrganizationUserPasswordBody,
  ChangePasswordBody,
  CreateAddressBody,
  CreateOrganizationUserBody,
  Customer,
  OrganizationUser,
  RegisterBody,
  Role,
  UpdateAddressBody,
  UpdateCustomerBody,
  UpdateOrganizationUserBody,
} from '../../schemas/customer';
import type { ApiResult } from '../api-result';
import type { Transport } from '../transport';

/**
 * The `Authorization` value for a Basic login: `Basic base64(email:password)`, UTF-8 safe.
 * @example basicAuthorization('a@b.no', 'pw') // 'Basic YUBiLm5vOnB3'
 */
export function basicAuthorization(email: string, password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${email}:${password}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The customer calls. */
export interface CustomerCalls {
  /** GET api/customer: the signed-in customer, or `data: null` (204) when there is none. */
  current(): Promise<ApiResult<Customer | null>>;
  /** POST api/customer/login with `Authorization: Basic base64(email:password)`: the customer. */
  login(email: string, password: string): Promise<ApiResult<Customer>>;
  /** POST api/customer/logout: ends the session (204). */
  logout(): Promise<ApiResult<null>>;
  /** POST api/customer/register: creates a private customer, signs in, answers the customer (201). */
  register(body: RegisterBody): Promise<ApiResult<Customer>>;
  /** POST api/customer/set-primary-address `{ addressId }`: makes the address primary; answers the customer. */
  setPrimaryAddress(body: AddressReferenceBody): Promise<ApiResult<Customer>>;
  /** PUT api/customer/update-address `{ newAddress }`: answers the customer. */
  updateAddress(body: UpdateAddressBody): Promise<ApiResult<Customer>>;
  /** POST api/customer/create-address `{ address, addressType }`: answers the customer (201). */
  createAddress(body: CreateAddressBody): Promise<ApiResult<Customer>>;
  /** DELETE api/customer/delete-address `{ addressId }`: answers the customer. */
  deleteAddress(body: AddressReferenceBody): Promise<ApiResult<Customer>>;
  /** GET api/customer/all-customers?organizationId: the organisation's users (administrators only). */
  organizationUsers(organizationId: string): Promise<ApiResult<OrganizationUser[]>>;
  /** GET api/customer/roles: the roles an organisation user may have. */
  roles(): Promise<ApiResult<Role[]>>;
  /** PUT api/customer/update: updates the signed-in customer's fields; answers the customer. */
  update(body: UpdateCustomerBody): Promise<ApiResult<Customer>>;
  /** DELETE api/customer: deletes the signed-in customer's account and ends the session (204). */
  remove(): Promise<ApiResult<null>>;
  /** POST api/customer/change-password `{ currentPassword, newPassword }` (204). */
  changePassword(body: ChangePasswordBody): Promise<ApiResult<null>>;
  /** POST api/customer/organization-user: an administrator creates a user of the own organisation (201). */
  createOrganizationUser(body: CreateOrganizationUserBody): Promise<ApiResult<OrganizationUser>>;
  /** PUT api/customer/organization-user: an administrator updates a user of the own organisation. */
  updateOrganizationUser(body: UpdateOrganizationUserBody): Promise<ApiResult<OrganizationUser>>;
  /** POST api/customer/organization-user/change-password `{ id, newPassword }`: an administrator sets it (204). */
  changeOrganizationUserPassword(body: ChangeOrganizationUserPasswordBody): Promise<ApiResult<null>>;
  /** DELETE api/customer?customerId: an administrator deletes a user of the own organisation (204). */
  removeOrganizationUser(customerId: string): Promise<ApiResult<null>>;
}

/** Builds the customer calls. */
export function createCustomerCalls(send: Transport): CustomerCalls {
  return {
    current: () =>
      send({ method: 'GET', path: 'api/customer', response: 'customerOrNone', allowEmpty: true }),
    login: (email, password) =>
      send({
        method: 'POST',
        path: 'api/customer/login',
        authorization: basicAuthorization(email, password),
        response: 'customer',
      }),
    logout: () => send({ method: 'POST', path: 'api/customer/logout', response: 'none', allowEmpty: true }),
    register: (body) => send({ method: 'POST', path: 'api/customer/register', body, response: 'customer' }),
    setPrimaryAddress: (body) =>
      send({ method: 'POST', path: 'api/customer/set-primary-address', body, response: 'customer' }),
    updateAddress: (body) =>
      send({ method: 'PUT', path: 'api/customer/update-address', body, response: 'customer' }),
    createAddress: (body) =>
      send({ method: 'POST', path: 'api/customer/create-address', body, response: 'customer' }),
    deleteAddress: (body) =>
      send({ method: 'DELETE', path: 'api/customer/delete-address', body, response: 'customer' }),
    organizationUsers: (organizationId) =>
      send({
        method: 'GET',
        path: 'api/customer/all-customers',
        query: [['organizationId', organizationId]],
        response: 'organizationUsers',
      }),
    roles: () => send({ method: 'GET', path: 'api/customer/roles', response: 'roles' }),
    update: (body) => send({ method: 'PUT', path: 'api/customer/update', body, response: 'customer' }),
    remove: () => send({ method: 'DELETE', path: 'api/customer', response: 'none', allowEmpty: true }),
    changePassword: (body) =>
      send({
        method: 'POST',
        path: 'api/customer/change-password',
        body,
        response: 'none',
        allowEmpty: true,
      }),
    createOrganizationUser: (body) =>
      send({ method: 'POST', path: 'api/customer/organization-user', body, response: 'organizationUser' }),
    updateOrganizationUser: (body) =>
      send({ method: 'PUT', path: 'api/customer/organization-user', body, response: 'organizationUser' }),
    changeOrganizationUserPassword: (body) =>
      send({
        method: 'POST',
        path: 'api/customer/organization-user/change-password',
        body,
        response: 'none',
        allowEmpty: true,
      }),
    removeOrganizationUser: (customerId) =>
      send({
        method: 'DELETE',
        path: 'api/customer',
        query: [['customerId', customerId]],
        response: 'none',
        allowEmpty: true,
      }),
  };
}
