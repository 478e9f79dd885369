// `@storefront/features/quick-order`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { QuickOrderInputLine } from './quick-order-lines';
export { lineInputError, lineQuantity, parsePastedLines } from './quick-order-lines';
export { QuickOrderPage } from './quick-order-page';
export { resolveQuickOrderCode, suggestQuickOrderCodes } from './quick-order-thunks';
