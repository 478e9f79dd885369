import { createSlice } from '@reduxjs/toolkit';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { createAppThunk } from '../store/create-app-thunk';
import type { RootState } from '../store/root-reducer';

/** State of the translations slice: the texts of the current language by key. */
export interface TranslationsState {
  texts: Record<string, string>;
  status: RequestStatus;
}

const initialState: TranslationsState = { texts: {}, status: 'idle' };

/** Reads the translations map of the client's language. */
export const fetchTranslations = createAppThunk(
  'translations/fetch',
  async (_: undefined, { extra, rejectWithValue }) => {
    const answer = await extra.api.site.translations();
    return answer.ok
      ? answer.data
      : rejectWithValue(answer.kind === 'redirect' ? answer.redirectUrl : answer.message);
  },
);

const translationsSlice = createSlice({
  name: 'translations',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Failure keeps the texts already held; components fall back to their default text.
    addRequestStatusCases(builder, fetchTranslations, {
      fulfilled: (state, action) => {
        state.texts = action.payload;
      },
    });
  },
});

/** Reducer of the translations slice. */
export const translationsReducer = translationsSlice.reducer;
/** All texts of the current language. */
export const selectTexts = (state: RootState) => state.translations.texts;
