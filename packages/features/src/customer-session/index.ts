// `@storefront/features/customer-session`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { CustomerSessionState } from './customer-session-slice';
export {
  checkCustomerSession,
  customerSignedIn,
  customerSignedOut,
  selectIsSignedIn,
  selectSessionCustomer,
} from './customer-session-slice';
