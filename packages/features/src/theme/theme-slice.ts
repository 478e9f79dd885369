import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { parseThemeName } from '@storefront/ui';
import type { ThemeName } from '@storefront/ui/tokens';
import type { RootState } from '../store/root-reducer';

/** State of the theme slice. */
export interface ThemeState {
  /** The theme in use. */
  name: ThemeName;
}

const initialState: ThemeState = { name: 'light' };

const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    /** Switches light to dark and dark to light. */
    themeToggled(state) {
      state.name = state.name === 'dark' ? 'light' : 'dark';
    },
    /** Applies a stored or chosen theme; an unreadable value falls back to light (spec §4). */
    themeChosen(state, action: PayloadAction<unknown>) {
      state.name = parseThemeName(action.payload);
    },
  },
});

export const { themeToggled, themeChosen } = themeSlice.actions;
/** Reducer of the theme slice. */
export const themeReducer = themeSlice.reducer;
/** The theme in use. */
export const selectThemeName = (state: RootState) => state.theme.name;
