// The approvals area's entry for the rest of the package (the account page shows it as a section). Not a
// package entry of its own: apps reach it through `@storefront/features/account`.
export { ApprovalsView } from './approvals-view';
