import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { FavoritesList } from '@storefront/api-client';
import {
  applyFavoriteListUpdate,
  dropEmptyFavoriteLists,
  isFavorite,
  removeFavoriteList,
  renameFavoriteList,
} from '@storefront/domain';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { customerSessionEnded } from '../store/customer-auth-thunks';
import type { RootState } from '../store/root-reducer';
import {
  loadFavourites,
  removeFavouritesList,
  renameFavouritesList,
  saveFavouritesList,
} from './favourites-thunks';

/** State of the favourites slice: the customer's named lists. */
export interface FavouritesState {
  lists: FavoritesList[];
  status: RequestStatus;
  /** The message of the last failed call, shown beside the lists. */
  error: string | null;
}

const initialState: FavouritesState = { lists: [], status: 'idle', error: null };

const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestStatusCases(builder, loadFavourites, {
      pending: (state) => {
        state.error = null;
      },
      fulfilled: (state, action) => {
        // Spec §4: lists with no items are dropped on load.
        state.lists = dropEmptyFavoriteLists(action.payload);
      },
      rejected: (state, action) => {
        state.error = action.payload ?? null;
      },
    })
      .addCase(saveFavouritesList.fulfilled, (state, action) => {
        state.lists = applyFavoriteListUpdate(state.lists, action.payload);
        state.error = null;
      })
      .addCase(renameFavouritesList.fulfilled, (state, action) => {
        state.lists = renameFavoriteList(state.lists, action.payload.oldName, action.payload.newName);
        state.error = null;
      })
      .addCase(removeFavouritesList.fulfilled, (state, action) => {
        state.lists = removeFavoriteList(state.lists, action.payload);
        state.error = null;
      })
      .addCase(customerSessionEnded, () => initialState)
      .addMatcher(
        isAnyOf(saveFavouritesList.rejected, renameFavouritesList.rejected, removeFavouritesList.rejected),
        (state, action) => {
          state.error = action.payload ?? action.error.message ?? 'Unexpected error';
        },
      );
  },
});

/** Reducer of the favourites slice. */
export const favouritesReducer = favouritesSlice.reducer;
/** The customer's favourites lists (never empty ones after a load). */
export const selectFavouriteLists = (state: RootState) => state.favourites.lists;
/** Whether a product is in any list: the filled heart on a product card. */
export const selectIsFavourite = (state: RootState, code: string) => isFavorite(state.favourites.lists, code);
