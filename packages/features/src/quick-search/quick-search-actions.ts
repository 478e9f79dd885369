// The quick search's thunks, loaded on its first use (load-quick-search): the search slice, the listing slice
// it follows and the filter code stay out of the start page's first load.
export { fetchSuggestions, quickSearch } from '../search';
export { injectListingSlices } from '../store/inject-listing-slices';
