import { createSlice } from '@reduxjs/toolkit';
import type { Page } from '@storefront/api-client';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { apiErrorStored } from '../store/application-error-actions';
import { createAppThunk } from '../store/create-app-thunk';
import type { RootState } from '../store/root-reducer';
import { selectStaticPageUrl } from '../store/select-static-page-url';
import { shopStateReceived } from '../store/shop-state-received';

/** How a page load ended: a page to show with its HTTP status, or a moved address to follow. */
export type PageLoadOutcome =
  | { kind: 'page'; page: Page; httpStatus: 200 | 404 | 500 }
  | { kind: 'redirect'; redirectUrl: string; permanent: boolean; httpStatus: number };

/** State of the page slice (spec §4 "Current page"). */
export interface PageState {
  /** Starts loading; succeeded after a page arrived; failed when the last load was rejected. */
  status: Exclude<RequestStatus, 'idle'>;
  /** The page on screen; a failed load keeps the previous one. */
  current: Page | null;
  /** The HTTP status the server answers the address with: 200, 404 (not found) or 500 (error page). */
  httpStatus: number;
  /** True when a load was rejected and no page is held: the ErrorPage (or not-found) shows. */
  showErrorPage: boolean;
}

const initialState: PageState = { status: 'loading', current: null, httpStatus: 200, showErrorPage: false };

/**
 * Loads the page of an address (spec §7): the page itself; on 301/307 the redirect to follow; on 404 the
 * configured not-found page (status 404); on other failures the configured error page (status 500). A
 * failure is stored in the errors slice. Rejects with the HTTP status when not even the fallback page loads.
 */
export const loadPage = createAppThunk<PageLoadOutcome, string, { rejectValue: number }>(
  'page/load',
  async (contextUrl, { extra, dispatch, getState, rejectWithValue }) => {
    const answer = await extra.api.content.page(contextUrl);
    if (answer.ok) return { kind: 'page', page: answer.data, httpStatus: 200 };
    if (answer.kind === 'redirect') {
      return {
        kind: 'redirect',
        redirectUrl: answer.redirectUrl,
        permanent: answer.permanent,
        httpStatus: answer.status,
      };
    }
    dispatch(apiErrorStored(answer));
    const notFound = answer.kind === 'failure' && answer.status === 404;
    const fallbackType = notFound ? 'NotFoundPage' : 'ErrorPage';
    const httpStatus = notFound ? 404 : 500;
    const fallbackUrl = selectStaticPageUrl(getState(), fallbackType);
    if (fallbackUrl) {
      const base = new URL(contextUrl);
      const fallback = await extra.api.content.page(new URL(fallbackUrl, base.origin).href);
      if (fallback.ok) return { kind: 'page', page: fallback.data, httpStatus };
    }
    return rejectWithValue(httpStatus);
  },
);

const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(shopStateReceived, (_state, action) => action.payload.page);
    addRequestStatusCases(builder, loadPage, {
      fulfilled: (state, action) => {
        if (action.payload.kind === 'page') {
          state.current = action.payload.page;
          state.httpStatus = action.payload.httpStatus;
          state.showErrorPage = false;
        }
      },
      rejected: (state, action) => {
        // Failure keeps the old page; only with nothing to show does the error page take over (spec §4).
        state.httpStatus = action.payload ?? 500;
        if (state.current === null) state.showErrorPage = true;
      },
    });
  },
});

/** Reducer of the page slice. */
export const pageReducer = pageSlice.reducer;
/** The page on screen, or null. */
export const selectCurrentPage = (state: RootState) => state.page.current;
/** The whole page slice: status, page, HTTP status and whether the error page shows. */
export const selectPageState = (state: RootState) => state.page;
