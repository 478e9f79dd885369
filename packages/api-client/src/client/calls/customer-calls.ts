import { z } from 'zod';
import type {
  AddressReferenceBody,
  ChangeOrganizationUserPasswordBody,
  ChangePasswordBody,
  CreateAddressBody,
  CreateOrganizationUserBody,
  RegisterBody,
  UpdateAddressBody,
  UpdateCustomerBody,
  UpdateOrganizationUserBody,
} from '../../schemas/customer';
import { customerSchema, organizationUserSchema, roleSchema } from '../../schemas/customer';
import type { Transport } from '../transport';

const empty = z.null();

/**
 * The `Authorization` value for a Basic login: `Basic base64(email:password)`, UTF-8 safe.
 * @example basicAuthorization('a@b.no', 'pw') // 'Basic YUBiLm5vOnB3'
 */
export function basicAuthorization(email: string, password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${email}:${password}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** Builds the customer calls. */
export function createCustomerCalls(send: Transport) {
  return {
    /** GET api/customer: the signed-in customer, or `data: null` (204) when there is none. */
    current: () =>
      send({ method: 'GET', path: 'api/customer', schema: customerSchema.nullable(), allowEmpty: true }),
    /** POST api/customer/login with `Authorization: Basic base64(email:password)`: the customer. */
    login: (email: string, password: string) =>
      send({
        method: 'POST',
        path: 'api/customer/login',
        authorization: basicAuthorization(email, password),
        schema: customerSchema,
      }),
    /** POST api/customer/logout: ends the session (204). */
    logout: () => send({ method: 'POST', path: 'api/customer/logout', schema: empty, allowEmpty: true }),
    /** POST api/customer/register: creates a private customer, signs in, answers the customer (201). */
    register: (body: RegisterBody) =>
      send({ method: 'POST', path: 'api/customer/register', body, schema: customerSchema }),
    /** POST api/customer/set-primary-address: makes the address primary; answers the customer. */
    setPrimaryAddress: (body: AddressReferenceBody) =>
      send({ method: 'POST', path: 'api/customer/set-primary-address', body, schema: customerSchema }),
    /** PUT api/customer/update-address `{ newAddress }`: answers the customer. */
    updateAddress: (body: UpdateAddressBody) =>
      send({ method: 'PUT', path: 'api/customer/update-address', body, schema: customerSchema }),
    /** POST api/customer/create-address `{ address, addressType }`: answers the customer (201). */
    createAddress: (body: CreateAddressBody) =>
      send({ method: 'POST', path: 'api/customer/create-address', body, schema: customerSchema }),
    /** DELETE api/customer/delete-address `{ addressId }`: answers the customer. */
    deleteAddress: (body: AddressReferenceBody) =>
      send({ method: 'DELETE', path: 'api/customer/delete-address', body, schema: customerSchema }),
    /** GET api/customer/all-customers?organizationId: the organisation's users (administrators only). */
    organizationUsers: (organizationId: string) =>
      send({
        method: 'GET',
        path: 'api/customer/all-customers',
        query: [['organizationId', organizationId]],
        schema: z.array(organizationUserSchema),
      }),
    /** GET api/customer/roles: the roles an organisation user may have. */
    roles: () => send({ method: 'GET', path: 'api/customer/roles', schema: z.array(roleSchema) }),
    /** PUT api/customer/update: updates the signed-in customer's fields; answers the customer. */
    update: (body: UpdateCustomerBody) =>
      send({ method: 'PUT', path: 'api/customer/update', body, schema: customerSchema }),
    /** DELETE api/customer: deletes the signed-in customer's account and ends the session (204). */
    remove: () => send({ method: 'DELETE', path: 'api/customer', schema: empty, allowEmpty: true }),
    /** POST api/customer/change-password `{ currentPassword, newPassword }` (204). */
    changePassword: (body: ChangePasswordBody) =>
      send({ method: 'POST', path: 'api/customer/change-password', body, schema: empty, allowEmpty: true }),
    /** POST api/customer/organization-user: an administrator creates a user of the own organisation (201). */
    createOrganizationUser: (body: CreateOrganizationUserBody) =>
      send({ method: 'POST', path: 'api/customer/organization-user', body, schema: organizationUserSchema }),
    /** PUT api/customer/organization-user: an administrator updates a user of the own organisation. */
    updateOrganizationUser: (body: UpdateOrganizationUserBody) =>
      send({ method: 'PUT', path: 'api/customer/organization-user', body, schema: organizationUserSchema }),
    /** POST api/customer/organization-user/change-password `{ id, newPassword }`: an administrator sets it (204). */
    changeOrganizationUserPassword: (body: ChangeOrganizationUserPasswordBody) =>
      send({
        method: 'POST',
        path: 'api/customer/organization-user/change-password',
        body,
        schema: empty,
        allowEmpty: true,
      }),
    /** DELETE api/customer?customerId: an administrator deletes a user of the own organisation (204). */
    removeOrganizationUser: (customerId: string) =>
      send({
        method: 'DELETE',
        path: 'api/customer',
        query: [['customerId', customerId]],
        schema: empty,
        allowEmpty: true,
      }),
  };
}

/** The customer calls. */
export type CustomerCalls = ReturnType<typeof createCustomerCalls>;
