import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { addRequestStatusCases, type RequestStatus } from './request-status';

interface ItemsState {
  status: RequestStatus;
  items: string[];
  error: string | null;
  pendingArg: string | null;
}

const loadItems = createAsyncThunk<string[], string, { rejectValue: string }>(
  'items/load',
  async (query, { rejectWithValue }) =>
    query === 'fail' ? rejectWithValue('No items') : [query, `${query}-2`],
);
const loadOther = createAsyncThunk('items/other', async () => 'done');

const initialState: ItemsState = { status: 'idle', items: [], error: null, pendingArg: null };

const itemsSlice = createSlice({
  name: 'items',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestStatusCases(builder, loadItems, {
      pending: (state, action) => {
        state.pendingArg = action.meta.arg;
        state.error = null;
      },
      fulfilled: (state, action) => {
        state.items = action.payload;
      },
      rejected: (state, action) => {
        state.error = action.payload ?? null;
      },
    });
    // No phase reducers: only the status moves.
    addRequestStatusCases(builder, loadOther);
  },
});

const makeStore = () => configureStore({ reducer: { items: itemsSlice.reducer } });

describe('addRequestStatusCases', () => {
  it('marks the request loading while it runs and runs the pending reducer with the thunk argument', () => {
    const store = makeStore();
    void store.dispatch(loadItems('sofa'));
    expect(store.getState().items).toEqual({ status: 'loading', items: [], error: null, pendingArg: 'sofa' });
  });

  it('marks it succeeded and runs the fulfilled reducer with the payload', async () => {
    const store = makeStore();
    await store.dispatch(loadItems('sofa'));
    expect(store.getState().items).toEqual({
      status: 'succeeded',
      items: ['sofa', 'sofa-2'],
      error: null,
      pendingArg: 'sofa',
    });
  });

  it('marks it failed and runs the rejected reducer with the reject value, keeping what the state held', async () => {
    const store = makeStore();
    await store.dispatch(loadItems('sofa'));
    await store.dispatch(loadItems('fail'));
    expect(store.getState().items).toEqual({
      status: 'failed',
      items: ['sofa', 'sofa-2'],
      error: 'No items',
      pendingArg: 'fail',
    });
  });

  it('given no phase reducers, moves only the status; the state keeps exactly its own fields', async () => {
    const store = makeStore();
    await store.dispatch(loadOther());
    expect(store.getState().items).toEqual({ ...initialState, status: 'succeeded' });
    expect(Object.keys(store.getState().items).sort()).toEqual(['error', 'items', 'pendingArg', 'status']);
  });
});
