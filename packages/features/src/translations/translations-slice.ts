import { createSlice } from '@reduxjs/toolkit';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { createAppThunk } from '../store/create-app-thunk';
import type { RootState } from '../store/root-reducer';

/** State of the translations slice: the texts of the current language by key. */
export interface TranslationsState {
  texts: Record<string, string>;
  status: RequestStatus;
  /**
   * True when `texts` holds only the texts a server render read (a document's state, see
   * {@link textsReadOnly}): the browser reads the rest after hydration ({@link useCompleteTexts}).
   * Absent or false: every text of the language.
   */
  partial?: boolean;
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
        state.partial = false;
      },
    });
  },
});

/** Reducer of the translations slice. */
export const translationsReducer = translationsSlice.reducer;
/** All texts of the current language. */
export const selectTexts = (state: RootState) => state.translations.texts;
/** Whether the store holds only the texts the server render read (the rest loads after hydration). */
export const selectTextsPartial = (state: RootState) => state.translations.partial === true;

/**
 * The translations state with only the texts of `keys` (those a server render read), marked partial. A
 * document carries these instead of every text of the language: hydration reads exactly what the server
 * rendered, and a category page's state is about 5 KB (Brotli) smaller.
 */
export function textsReadOnly(translations: TranslationsState, keys: Iterable<string>): TranslationsState {
  const texts: Record<string, string> = {};
  for (const key of keys) {
    const text = translations.texts[key];
    if (text !== undefined) texts[key] = text;
  }
  return { ...translations, texts, partial: true };
}

/**
 * Equality for a selection of the texts: true when every text `before` held is the same in `after`. Texts
 * added to a partial set (the rest of the language arriving) change nothing already on screen.
 */
export function keepsTexts(before: Record<string, string>, after: Record<string, string>): boolean {
  if (before === after) return true;
  for (const key in before) if (before[key] !== after[key]) return false;
  return true;
}
