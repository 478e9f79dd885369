import type { FdvDocumentList } from '../../schemas/fdv';
import type { ApiResult } from '../api-result';
import type { Transport } from '../transport';

/** The FDV (maintenance documentation) calls. */
export interface FdvCalls {
  /**
   * GET api/fdv/documents: one document per product the signed-in customer's organisation bought, with the
   * orders it came in. 401 signed out, 403 for a private customer (FDV is for organisations).
   */
  documents(): Promise<ApiResult<FdvDocumentList>>;
}

/** Builds the FDV calls. */
export function createFdvCalls(send: Transport): FdvCalls {
  return {
    documents: () => send({ method: 'GET', path: 'api/fdv/documents', response: 'fdvDocumentList' }),
  };
}
