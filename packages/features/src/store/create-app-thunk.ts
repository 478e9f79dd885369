import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch } from './make-store';
import type { RootState } from './root-reducer';
import type { ThunkExtra } from './thunk-extra';

/** `createAsyncThunk` with the store's state, dispatch and `extra: { api }` filled in. */
export const createAppThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
}>();
