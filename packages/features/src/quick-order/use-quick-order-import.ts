import type { VariationCodeHit } from '@storefront/api-client';
import { useCallback, useRef, useState } from 'react';
import { bulkAddToCart } from '../cart';
import { selectIsSignedIn } from '../customer-session';
import { loginModalOpened } from '../modals';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { readImportFile, readImportPaste } from './quick-order-import-file';
import type { ImportFailure, ImportParseResult } from './quick-order-import-parse';
import { type ImportPreviewRow, importRowStatus } from './quick-order-import-status';
import { resolveQuickOrderCode } from './quick-order-thunks';

/** Code lookups running at once: 500 rows finish in reasonable time without flooding the API. */
const LOOKUPS_AT_ONCE = 4;

/** Where the import stands: nothing read yet, reading and looking codes up, refused, or a preview. */
export type QuickOrderImportState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'failed'; failure: ImportFailure }
  | { phase: 'ready'; rows: ImportPreviewRow[] };

/** What the last "add to cart" did: how many lines went in, or the server's message. */
export type QuickOrderImportOutcome = { ok: true; added: number } | { ok: false; message: string };

/** The import's state and its actions, for `QuickOrderImportView`. */
export interface QuickOrderImport {
  state: QuickOrderImportState;
  adding: boolean;
  outcome: QuickOrderImportOutcome | null;
  /** Reads a chosen file and previews its rows. */
  readFile: (file: File) => Promise<void>;
  /** Reads pasted rows and previews them. */
  readPaste: (text: string) => Promise<void>;
  /** Adds every 'ok' row to the cart in one call; the rows with errors stay in the preview. */
  addValid: () => Promise<void>;
}

/**
 * Quick order by file: reads a file or pasted rows, looks each code up with the same variation-code search
 * the quick order form uses, and builds the preview with a status per row; then adds the valid lines in one
 * bulk call. A newer file or paste wins over lookups still running for an older one.
 */
export function useQuickOrderImport(): QuickOrderImport {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [state, setState] = useState<QuickOrderImportState>({ phase: 'idle' });
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<QuickOrderImportOutcome | null>(null);
  const readCount = useRef(0);

  const lookUp = useCallback(
    async (codes: string[]): Promise<Map<string, VariationCodeHit | null | undefined>> => {
      const hits = new Map<string, VariationCodeHit | null | undefined>();
      let next = 0;
      const worker = async () => {
        while (next < codes.length) {
          const code = codes[next++] as string;
          const result = await dispatch(resolveQuickOrderCode(code));
          // A failed lookup (network, server) leaves the hit undefined: the row says it could not be checked.
          hits.set(code, resolveQuickOrderCode.fulfilled.match(result) ? result.payload : undefined);
        }
      };
      await Promise.all(Array.from({ length: Math.min(LOOKUPS_AT_ONCE, codes.length) }, worker));
      return hits;
    },
    [dispatch],
  );

  const preview = useCallback(
    async (read: () => Promise<ImportParseResult> | ImportParseResult) => {
      const current = ++readCount.current;
      setOutcome(null);
      setState({ phase: 'loading' });
      const parsed = await read();
      if (current !== readCount.current) return;
      if (!parsed.ok) {
        setState({ phase: 'failed', failure: parsed.failure });
        return;
      }
      const codes = [...new Set(parsed.rows.filter((row) => !row.error).map((row) => row.code))];
      const hits = await lookUp(codes);
      if (current !== readCount.current) return;
      setState({
        phase: 'ready',
        rows: parsed.rows.map((row) => {
          const hit = row.error ? undefined : hits.get(row.code);
          return { ...row, hit, status: importRowStatus(row, hit) };
        }),
      });
    },
    [lookUp],
  );

  const readFile = useCallback((file: File) => preview(() => readImportFile(file)), [preview]);
  const readPaste = useCallback((text: string) => preview(() => readImportPaste(text)), [preview]);

  const addValid = useCallback(async () => {
    if (state.phase !== 'ready') return;
    setOutcome(null);
    if (!signedIn) {
      dispatch(loginModalOpened());
      return;
    }
    const valid = state.rows.filter((row) => row.status === 'ok' && row.hit && row.quantity !== null);
    if (valid.length === 0) return;
    setAdding(true);
    const result = await dispatch(
      bulkAddToCart(valid.map((row) => ({ code: row.hit?.code ?? row.code, quantity: row.quantity ?? 1 }))),
    );
    setAdding(false);
    if (!bulkAddToCart.fulfilled.match(result)) {
      setOutcome({ ok: false, message: result.payload ?? 'Unexpected error' });
      return;
    }
    setOutcome({ ok: true, added: valid.length });
    // What went in leaves the preview; the rows with errors stay to be fixed in the file.
    const left = state.rows.filter((row) => !valid.includes(row));
    setState(left.length > 0 ? { phase: 'ready', rows: left } : { phase: 'idle' });
  }, [dispatch, signedIn, state]);

  return { state, adding, outcome, readFile, readPaste, addValid };
}
