// `@storefront/features/order-confirmation`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export { OrderConfirmationPage } from './order-confirmation-page';
