import { createSlice } from '@reduxjs/toolkit';
import { ERROR_MESSAGES, type GlobalSettings } from '@storefront/api-client';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { applicationErrorSet } from '../store/application-error-actions';
import { createAppThunk } from '../store/create-app-thunk';
import type { RootState } from '../store/root-reducer';

/** The application error text when global settings cannot be read (spec §8). */
export const GLOBAL_SETTINGS_FAILURE: string = ERROR_MESSAGES.globalSettings;

/** State of the settings slice. */
export interface SettingsState {
  /** Global settings of the site (spec §3), null until they arrive. */
  data: GlobalSettings | null;
  status: RequestStatus;
}

const initialState: SettingsState = { data: null, status: 'idle' };

/** Reads global settings; a failure sets the application error 'Failed to fetch global settings'. */
export const fetchGlobalSettings = createAppThunk(
  'settings/fetch',
  async (_: undefined, { extra, dispatch, rejectWithValue }) => {
    const answer = await extra.api.site.globalSettings();
    if (answer.ok) return answer.data;
    dispatch(applicationErrorSet({ status: answer.status, message: GLOBAL_SETTINGS_FAILURE }));
    return rejectWithValue(GLOBAL_SETTINGS_FAILURE);
  },
);

const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestStatusCases(builder, fetchGlobalSettings, {
      fulfilled: (state, action) => {
        state.data = action.payload;
      },
    });
  },
});

/** Reducer of the settings slice. */
export const settingsReducer = settingsSlice.reducer;
/** Global settings, or null before they arrive or when they failed. */
export const selectGlobalSettings = (state: RootState) => state.settings.data;
