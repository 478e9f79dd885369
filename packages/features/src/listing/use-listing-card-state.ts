import { useMemo } from 'react';
import { selectIsSignedIn } from '../customer-session';
import { selectGlobalContent } from '../shell';
import { useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { keepsTexts, selectTexts } from '../translations';

/**
 * The store state a listing card reads besides its product (ListingProductCard: sign-in, VAT display, global
 * content, favourites, texts). Cards waiting to hydrate (`HydrateWhenVisible`'s `watch`) hydrate at once when
 * it changes, with the new state, instead of later against server markup that no longer matches it.
 */
export function useListingCardState(): readonly unknown[] {
  const signedIn = useAppSelector(selectIsSignedIn);
  const inclVat = useAppSelector(selectPricesInclVat);
  const globalContent = useAppSelector(selectGlobalContent);
  const favourites = useAppSelector((state) => state.favourites.lists);
  // The rest of the language's texts arriving after hydration (useCompleteTexts) changes no card's markup.
  const texts = useAppSelector(selectTexts, keepsTexts);
  return useMemo(
    () => [signedIn, inclVat, globalContent, favourites, texts],
    [signedIn, inclVat, globalContent, favourites, texts],
  );
}
