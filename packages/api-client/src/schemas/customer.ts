import { z } from 'zod';
import {
  cityField,
  countryCodeField,
  emailField,
  nameField,
  passwordField,
  phoneField,
  spendingLimitField,
  streetField,
  zipCodeField,
} from './field-rules';

/** The customer roles (the spec does not show the values; decided here, see README). */
export const CUSTOMER_ROLES = [
  'PrivateCustomer',
  'OrganizationPurchaser',
  'OrganizationAdministrator',
] as const;
/** A customer role; only `OrganizationAdministrator` may manage its organisation's users. */
export const customerRoleSchema = z.enum(CUSTOMER_ROLES);
/** A customer role. */
export type CustomerRole = z.infer<typeof customerRoleSchema>;

/** A postal address of a customer. */
export const addressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
/** An address. */
export type Address = z.infer<typeof addressSchema>;

/** An address the client sends (create, checkout), validated with the spec §5 rules; no id. */
export const addressInputSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  address: streetField,
  city: cityField,
  postalCode: zipCodeField,
  countryCode: countryCodeField,
  email: emailField,
  phoneNumber: phoneField,
});
/** An address without id, as sent by the client (the server fills `countryName`). */
export type AddressInput = z.infer<typeof addressInputSchema>;

/** The signed-in customer (the session token stays in the HttpOnly cookie and is never on the wire). */
export const customerSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  /** The primary address, or null when none is set. */
  address: addressSchema.nullable(),
  billingAddresses: z.array(addressSchema),
  deliveryAddresses: z.array(addressSchema),
  organizationName: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationNumber: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  role: customerRoleSchema,
  /** Always true in an answer; anonymous visitors get 204 from GET api/customer. */
  authenticated: z.boolean(),
});
/** The customer. Slice-only fields (status, error) live in @storefront/features. */
export type Customer = z.infer<typeof customerSchema>;

/** A user of an organisation, as listed by GET api/customer/all-customers. */
export const organizationUserSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: customerRoleSchema,
  /** Added: the per-order spending limit in whole NOK excluding VAT; null (or absent) means no limit. */
  spendingLimit: z.number().int().nullable().optional(),
});
/** An organisation user. */
export type OrganizationUser = z.infer<typeof organizationUserSchema>;

/** A role an organisation user may be given, with its display name. */
export const roleSchema = z.object({
  key: customerRoleSchema,
  name: z.string(),
});
/** A role: key and display name. */
export type Role = z.infer<typeof roleSchema>;

/** Body of POST api/customer/register (a private customer). */
export const registerBodySchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNumber: phoneField,
  password: passwordField,
});
/** Body of POST api/customer/register. */
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Which address list an address belongs to. */
export const addressTypeSchema = z.enum(['delivery', 'billing']);
/** `delivery` or `billing`. */
export type AddressType = z.infer<typeof addressTypeSchema>;

/** Body of POST api/customer/set-primary-address and DELETE api/customer/delete-address. */
export const addressReferenceBodySchema = z.object({
  addressId: z.string().min(1),
});
/** A reference to one of the customer's addresses. */
export type AddressReferenceBody = z.infer<typeof addressReferenceBodySchema>;

/** Body of POST api/customer/create-address. */
export const createAddressBodySchema = z.object({
  address: addressInputSchema,
  addressType: addressTypeSchema.default('delivery'),
});
/** Body of POST api/customer/create-address (`addressType` defaults to `delivery`). */
export type CreateAddressBody = z.input<typeof createAddressBodySchema>;

/** Body of PUT api/customer/update-address. */
export const updateAddressBodySchema = z.object({
  newAddress: addressInputSchema.extend({ id: z.string().min(1) }),
});
/** Body of PUT api/customer/update-address. */
export type UpdateAddressBody = z.infer<typeof updateAddressBodySchema>;

/** Body of PUT api/customer/update (the signed-in customer's own fields). */
export const updateCustomerBodySchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNumber: phoneField,
});
/** Body of PUT api/customer/update. */
export type UpdateCustomerBody = z.infer<typeof updateCustomerBodySchema>;

/** Body of POST api/customer/change-password. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1),
  newPassword: passwordField,
});
/** Body of POST api/customer/change-password. */
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Body of POST api/customer/organization-user (an administrator creates a user of the own organisation). */
export const createOrganizationUserBodySchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNumber: phoneField,
  role: customerRoleSchema.exclude(['PrivateCustomer']),
  password: passwordField,
  /** Added: null or absent = no limit. */
  spendingLimit: spendingLimitField.nullable().optional(),
});
/** Body for creating an organisation user. */
export type CreateOrganizationUserBody = z.infer<typeof createOrganizationUserBodySchema>;

/** Body of PUT api/customer/organization-user (an administrator updates a user of the own organisation). */
export const updateOrganizationUserBodySchema = z.object({
  id: z.string().min(1),
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNumber: phoneField,
  role: customerRoleSchema.exclude(['PrivateCustomer']),
  /** Added: null = no limit; absent = unchanged. */
  spendingLimit: spendingLimitField.nullable().optional(),
});
/** Body for updating an organisation user. */
export type UpdateOrganizationUserBody = z.infer<typeof updateOrganizationUserBodySchema>;

/** Body of POST api/customer/organization-user/change-password (an administrator sets a user's password). */
export const changeOrganizationUserPasswordBodySchema = z.object({
  id: z.string().min(1),
  newPassword: passwordField,
});
/** Body for an administrator changing an organisation user's password. */
export type ChangeOrganizationUserPasswordBody = z.infer<typeof changeOrganizationUserPasswordBodySchema>;
