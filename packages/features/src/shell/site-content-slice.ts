import { createSlice } from '@reduxjs/toolkit';
import type { Footer, GlobalContent, Header } from '@storefront/api-client';
import { createAppThunk } from '../store/create-app-thunk';
import type { RootState } from '../store/root-reducer';

/** State of the site-content slice: header, footer and global content of the current language. */
export interface SiteContentState {
  header: Header | null;
  footer: Footer | null;
  global: GlobalContent | null;
}

const initialState: SiteContentState = { header: null, footer: null, global: null };

/** Reads header, footer and global content together; a part that fails stays empty, the page still shows. */
export const fetchSiteContent = createAppThunk(
  'siteContent/fetch',
  async (_: undefined, { extra }): Promise<SiteContentState> => {
    const [header, footer, global] = await Promise.all([
      extra.api.content.header(),
      extra.api.content.footer(),
      extra.api.content.global(),
    ]);
    return {
      header: header.ok ? header.data : null,
      footer: footer.ok ? footer.data : null,
      global: global.ok ? global.data : null,
    };
  },
);

const siteContentSlice = createSlice({
  name: 'siteContent',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchSiteContent.fulfilled, (_state, action) => action.payload);
  },
});

/** Reducer of the site-content slice. */
export const siteContentReducer = siteContentSlice.reducer;
/** Header content: links, main navigation tree. */
export const selectHeaderContent = (state: RootState) => state.siteContent.header;
/** Footer content: copyright, columns, social links, featured area. */
export const selectFooterContent = (state: RootState) => state.siteContent.footer;
/** Global content: support e-mail and phone, login information. */
export const selectGlobalContent = (state: RootState) => state.siteContent.global;
