// The variation picker modal's entry for the rest of the package: the product page and the listing cards both
// open it. Its own folder rather than the product feature's: the product page shows listing cards, and a card
// that reached the picker through `../product` reached the product page again (a cycle that made the web build
// split chunks that import each other). `@storefront/features/product` exports it as before. Not a package entry
// of its own.
export { preloadVariationPicker, VariationPickerModal } from './variation-picker-modal';
