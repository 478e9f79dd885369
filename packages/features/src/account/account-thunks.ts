import type {
  AddressInput,
  AddressType,
  ApiResult,
  ChangePasswordBody,
  Customer,
  Order,
  OrderList,
  UpdateAddressBody,
  UpdateCustomerBody,
} from '@storefront/api-client';
import { customerSignedIn } from '../customer-session';
import { failureText } from '../shared/failure-text';
import { createAppThunk } from '../store/create-app-thunk';
import type { AppDispatch } from '../store/make-store';

type AccountThunkApi = { rejectValue: string };

/** Puts a customer answer into the session slice; the account views read the customer from there. */
function holdCustomer(answer: ApiResult<Customer>, dispatch: AppDispatch) {
  if (answer.ok) dispatch(customerSignedIn(answer.data));
  return answer;
}

/** Updates the signed-in customer's name, e-mail and phone (PUT api/customer/update). */
export const updateCustomerDetails = createAppThunk<Customer, UpdateCustomerBody, AccountThunkApi>(
  'account/updateCustomer',
  async (body, { extra, dispatch, rejectWithValue }) => {
    const answer = holdCustomer(await extra.api.customer.update(body), dispatch);
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);

/** Changes the signed-in customer's password (POST api/customer/change-password, 204). */
export const changeOwnPassword = createAppThunk<null, ChangePasswordBody, AccountThunkApi>(
  'account/changePassword',
  async (body, { extra, rejectWithValue }) => {
    const answer = await extra.api.customer.changePassword(body);
    return answer.ok ? null : rejectWithValue(failureText(answer));
  },
);

/** Adds an address to the delivery or billing list (POST api/customer/create-address). */
export const createCustomerAddress = createAppThunk<
  Customer,
  { address: AddressInput; addressType: AddressType },
  AccountThunkApi
>('account/createAddress', async (body, { extra, dispatch, rejectWithValue }) => {
  const answer = holdCustomer(await extra.api.customer.createAddress(body), dispatch);
  return answer.ok ? answer.data : rejectWithValue(failureText(answer));
});

/** Changes an address (PUT api/customer/update-address). */
export const updateCustomerAddress = createAppThunk<Customer, UpdateAddressBody, AccountThunkApi>(
  'account/updateAddress',
  async (body, { extra, dispatch, rejectWithValue }) => {
    const answer = holdCustomer(await extra.api.customer.updateAddress(body), dispatch);
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);

/** Deletes an address (DELETE api/customer/delete-address). */
export const deleteCustomerAddress = createAppThunk<Customer, string, AccountThunkApi>(
  'account/deleteAddress',
  async (addressId, { extra, dispatch, rejectWithValue }) => {
    const answer = holdCustomer(await extra.api.customer.deleteAddress({ addressId }), dispatch);
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);

/** Makes an address the primary one of its list (POST api/customer/set-primary-address). */
export const setPrimaryCustomerAddress = createAppThunk<Customer, string, AccountThunkApi>(
  'account/setPrimaryAddress',
  async (addressId, { extra, dispatch, rejectWithValue }) => {
    const answer = holdCustomer(await extra.api.customer.setPrimaryAddress({ addressId }), dispatch);
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);

/** One page of the order history (GET api/order/all-orders?year&take&skip). */
export const fetchOrderHistory = createAppThunk<
  OrderList,
  { year?: number; take: number; skip: number },
  AccountThunkApi
>('account/orders', async (query, { extra, rejectWithValue }) => {
  const answer = await extra.api.orders.list(query);
  return answer.ok ? answer.data : rejectWithValue(failureText(answer));
});

/** One past order (GET api/order/{orderNumber}). */
export const fetchOrderDetails = createAppThunk<Order, string, AccountThunkApi>(
  'account/order',
  async (orderNumber, { extra, rejectWithValue }) => {
    const answer = await extra.api.orders.get(orderNumber);
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);
