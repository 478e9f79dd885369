import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../store/root-reducer';
import { shopStateReceived } from '../store/shop-state-received';

/** The application error shown to the shopper (spec §8). */
export interface ApplicationError {
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** Human text: the exception's message or an app message such as 'Failed to fetch global settings'. */
  message?: string;
  /** The failure's response body, kept as the server sent it. */
  data?: unknown;
  /** Translation key of a title to show instead of a literal text. */
  titleKey?: string;
  /** Translation key of a message to show instead of a literal text. */
  messageKey?: string;
}

/** A failed API answer as `ApiResult` describes it: a failure (status and data) or an exception. */
export type FailedAnswer =
  | { kind: 'failure'; status: number; message: string; data: unknown }
  | { kind: 'exception'; status?: number; message: string; data?: unknown };

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
    /** Stores a failed answer: status and data for a failure, status and message for an exception (spec §8). */
    apiErrorStored(state, action: PayloadAction<FailedAnswer>) {
      const answer = action.payload;
      state.application =
        answer.kind === 'failure'
          ? { status: answer.status, data: answer.data }
          : { status: answer.status, message: answer.message };
    },
    /**
     * Sets the application error, but only when the payload has a status, a message, or a title or
     * message translation key (spec §8): an empty object does not count as an error.
     */
    applicationErrorSet(state, action: PayloadAction<ApplicationError>) {
      const { status, message, titleKey, messageKey } = action.payload;
      if (status !== undefined || message || titleKey || messageKey) state.application = action.payload;
    },
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
    builder.addCase(shopStateReceived, (_state, action) => action.payload.errors);
  },
});

export const { apiErrorStored, applicationErrorSet, inputErrorsSet, errorsReset } = errorsSlice.actions;
/** Reducer of the errors slice. */
export const errorsReducer = errorsSlice.reducer;

/** The current application error, or null. */
export const selectApplicationError = (state: RootState) => state.errors.application;
/** Validation messages per input name. */
export const selectInputErrors = (state: RootState) => state.errors.inputErrors;
