/**
 * `@storefront/domain/development`: what the development mocks of spec §4 use (the mock cart and its total
 * VAT). Kept out of the package's main entry so production code never imports it by accident.
 */

export type { MockCartLine } from './cart/mock-cart';
export { addToMockCart, mockLineCode, removeMockCart } from './cart/mock-cart';
export { MOCK_TOTAL_VAT } from './constants';
