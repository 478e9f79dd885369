// `@storefront/features/favourites`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { FavouritesState } from './favourites-slice';
export { favouritesReducer, selectFavouriteLists, selectIsFavourite } from './favourites-slice';
export type { SaveFavouritesArgs } from './favourites-thunks';
export {
  loadFavourites,
  removeFavouritesList,
  renameFavouritesList,
  saveFavouritesList,
  toggleFavourite,
} from './favourites-thunks';
export { FavouritesView } from './favourites-view';
export { useFavouriteHeart } from './use-favourite-heart';
// Loaders of the parts other features load on demand, each its own chunk: `lazy(() => loadX().then(…))`.
export const loadFavouritesPickerModal = () => import('./favourites-picker-modal');
