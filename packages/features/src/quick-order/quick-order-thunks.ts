import type { VariationCodeHit } from '@storefront/api-client';
import { failureText } from '../shared/failure-text';
import { createAppThunk } from '../store/create-app-thunk';

/** Most suggestions listed under a code field. */
export const QUICK_ORDER_SUGGESTIONS = 8;

/**
 * Looks an article code up (GET api/search/variation-code-search) and resolves to the hit with exactly
 * that code (letter case aside), or null when no article has it.
 */
export const resolveQuickOrderCode = createAppThunk<VariationCodeHit | null, string, { rejectValue: string }>(
  'quickOrder/resolve',
  async (code, { extra, rejectWithValue }) => {
    const answer = await extra.api.search.variationCode(code);
    if (!answer.ok) return rejectWithValue(failureText(answer));
    const wanted = code.trim().toLowerCase();
    return answer.data.results.find((hit) => hit.code.toLowerCase() === wanted) ?? null;
  },
);

/** Codes starting with what was typed, for the code field's suggestions. */
export const suggestQuickOrderCodes = createAppThunk<string[], string, { rejectValue: string }>(
  'quickOrder/suggest',
  async (query, { extra, rejectWithValue }) => {
    const answer = await extra.api.search.variationCode(query);
    if (!answer.ok) return rejectWithValue(failureText(answer));
    return answer.data.results.slice(0, QUICK_ORDER_SUGGESTIONS).map((hit) => `${hit.code}`);
  },
);
