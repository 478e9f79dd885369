import type { FdvDocumentList } from '@storefront/api-client';
import { failureText } from '../shared/failure-text';
import { createAppThunk } from '../store/create-app-thunk';

/** Reads the FDV documents of the signed-in customer's organisation (GET api/fdv/documents). */
export const loadFdvDocuments = createAppThunk<FdvDocumentList, void, { rejectValue: string }>(
  'fdv/load',
  async (_, { extra, rejectWithValue }) => {
    const answer = await extra.api.fdv.documents();
    if (!answer.ok) return rejectWithValue(failureText(answer));
    return answer.data;
  },
);
