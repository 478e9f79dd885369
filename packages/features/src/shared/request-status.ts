import type { Action, ActionReducerMapBuilder, Draft } from '@reduxjs/toolkit';

/**
 * Where a slice's request stands: not started, running, or how the last one ended. Kept as a plain string
 * field, `status`, because the serialised store in the HTML is read back by hydration under that name.
 */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A slice state that tracks one request (or a family of them) with {@link RequestStatus}. */
export interface RequestStatusState {
  status: RequestStatus;
}

/** An action creator as RTK's builder takes it (the shape of its `TypedActionCreator`). */
// biome-ignore lint/suspicious/noExplicitAny: any creator's arguments; the action it returns keeps its own type
type PhaseActionCreator = { (...args: any[]): Action<string>; type: string };

/** The three action creators of an async thunk; the thunk's own types flow into the case reducers. */
type AnyAsyncThunk = Record<'pending' | 'fulfilled' | 'rejected', PhaseActionCreator>;

/** What a slice does besides the status in each phase of a request; each is optional. */
export type RequestCaseReducers<State, Thunk extends AnyAsyncThunk> = {
  [Phase in 'pending' | 'fulfilled' | 'rejected']?: (
    state: Draft<State>,
    action: ReturnType<Thunk[Phase]>,
  ) => void;
};

/**
 * Adds the thunk's pending, fulfilled and rejected cases to a slice's builder: `status` becomes 'loading',
 * 'succeeded' or 'failed', then the slice's own reducer for that phase runs on the same draft. Call it
 * among the `addCase` calls (RTK wants every case before the first `addMatcher`). States whose status never
 * goes back to 'idle' (the page) fit as well: only the three request phases are written here.
 */
export function addRequestStatusCases<
  State extends { status: RequestStatus | Exclude<RequestStatus, 'idle'> },
  Thunk extends AnyAsyncThunk,
>(
  builder: ActionReducerMapBuilder<State>,
  thunk: Thunk,
  on: RequestCaseReducers<State, Thunk> = {},
): ActionReducerMapBuilder<State> {
  // The builder types `action` by the constraint; it is the thunk's own action, as the casts say.
  return builder
    .addCase(thunk.pending, (state, action) => {
      (state as RequestStatusState).status = 'loading';
      on.pending?.(state, action as ReturnType<Thunk['pending']>);
    })
    .addCase(thunk.fulfilled, (state, action) => {
      (state as RequestStatusState).status = 'succeeded';
      on.fulfilled?.(state, action as ReturnType<Thunk['fulfilled']>);
    })
    .addCase(thunk.rejected, (state, action) => {
      (state as RequestStatusState).status = 'failed';
      on.rejected?.(state, action as ReturnType<Thunk['rejected']>);
    });
}
