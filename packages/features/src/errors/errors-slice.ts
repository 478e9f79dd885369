import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  type ApplicationError,
  apiErrorStored,
  applicationErrorSet,
} from '../store/application-error-actions';
import type { RootState } from '../store/root-reducer';
import { shopStateReceived } from '../store/shop-state-received';

/** State of the errors slice. */
export interface ErrorsState {
  /** The current application error, or null. */
  application: ApplicationError | null;
  /** Validation messages per input name. */
  inputErrors: Record<string, string>;
}

const initialState: ErrorsState = { application: null, inputErrors: {} };

const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    /** Stores validation messages by input name. */
    inputErrorsSet(state, action: PayloadAction<Record<string, string>>) {
      state.inputErrors = action.payload;
    },
    /** Clears the application error and the input errors. */
    errorsReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(apiErrorStored, (state, action) => {
        const answer = action.payload;
        state.application =
          answer.kind === 'failure'
            ? { status: answer.status, data: answer.data }
            : { status: answer.status, message: answer.message };
      })
      .addCase(applicationErrorSet, (state, action) => {
        const { status, message, titleKey, messageKey } = action.payload;
        if (status !== undefined || message || titleKey || messageKey) state.application = action.payload;
      })
      .addCase(shopStateReceived, (_state, action) => action.payload.errors);
  },
});

export const { inputErrorsSet, errorsReset } = errorsSlice.actions;
/** Reducer of the errors slice. */
export const errorsReducer = errorsSlice.reducer;

/** The current application error, or null. */
export const selectApplicationError = (state: RootState) => state.errors.application;
/** Validation messages per input name. */
export const selectInputErrors = (state: RootState) => state.errors.inputErrors;
