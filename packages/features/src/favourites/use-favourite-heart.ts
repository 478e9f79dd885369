import { isFavorite } from '@storefront/domain';
import { useCallback } from 'react';
import { selectIsSignedIn } from '../customer-session';
import { favouritesPickerOpened, loginModalOpened } from '../modals';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * What a product card's heart needs (spec §2): the favourite lists to fill the heart, and the press
 * handler that opens the sign-in modal for anonymous visitors ("from favourites") or the favourites list
 * picker for signed-in customers. Pass both to `ProductCard`'s `isFavourite` and `onFavouriteClick`.
 */
export function useFavouriteHeart() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const lists = useAppSelector((state) => state.favourites.lists);
  const isFavourite = useCallback((code: string) => isFavorite(lists, code), [lists]);
  const onFavouriteClick = useCallback(
    (code: string) => {
      dispatch(signedIn ? favouritesPickerOpened(code) : loginModalOpened({ reason: 'favourites' }));
    },
    [dispatch, signedIn],
  );
  return { isFavourite, onFavouriteClick };
}
