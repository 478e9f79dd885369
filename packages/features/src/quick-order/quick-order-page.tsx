import type { VariationCodeHit } from '@storefront/api-client';
import { Button, Cluster, Container, Stack, TextArea, TextField } from '@storefront/ui';
import { useId, useRef, useState } from 'react';
import { bulkAddToCart } from '../cart';
import type { PageComponentProps } from '../content';
import { selectIsSignedIn } from '../customer-session';
import { loginModalOpened } from '../modals';
import { useHydrated } from '../shared/hooks/use-hydrated';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { pluralText, useText } from '../translations';
import { QuickOrderImport } from './quick-order-import';
import {
  lineInputError,
  lineQuantity,
  parsePastedLines,
  type QuickOrderInputLine,
} from './quick-order-lines';
import { resolveQuickOrderCode, suggestQuickOrderCodes } from './quick-order-thunks';

/** Characters typed before the code field suggests codes. */
const SUGGEST_FROM_LENGTH = 2;
/** Empty lines the form starts with. */
const START_LINES = 3;

/** A line of the form with what the lookup found. */
interface QuickOrderLine extends QuickOrderInputLine {
  key: number;
  /** The article found for the code, null when none has it, undefined before a lookup. */
  hit?: VariationCodeHit | null;
  /** The lookup failed (network, server). */
  lookupError?: string;
}

/**
 * Quick order (page type QuickOrderPage, spec §1): article codes and quantities line by line, with code
 * suggestions from the variation-code search, or many lines pasted at once ('code<TAB or ;>quantity').
 * Each code is resolved to name, stock and price, or shows 'Code cannot be empty' / an unknown-code
 * error; all valid lines go to the cart in one bulk call. Below the form, quick order by file
 * (`QuickOrderImport`) reads a CSV or xlsx file or pasted spreadsheet rows into a checked preview.
 */
export function QuickOrderPage({ page }: PageComponentProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const listId = useId();
  const nextKey = useRef(START_LINES);
  const [lines, setLines] = useState<QuickOrderLine[]>(() =>
    Array.from({ length: START_LINES }, (_, key) => ({ key, code: '', quantity: '1' })),
  );
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [pasted, setPasted] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [adding, setAdding] = useState(false);
  // The buttons work only once the page has hydrated: until then they show disabled, so an early click is not
  // silently lost (issue 23 item 9).
  const hydrated = useHydrated();

  const patch = (key: number, change: Partial<QuickOrderLine>) =>
    setLines((held) => held.map((line) => (line.key === key ? { ...line, ...change } : line)));

  const resolve = async (key: number, code: string) => {
    if (code.trim() === '') {
      patch(key, { hit: undefined, lookupError: undefined });
      return;
    }
    const result = await dispatch(resolveQuickOrderCode(code));
    // A newer code may have been typed meanwhile: only the answer for the current code counts.
    setLines((held) =>
      held.map((line) =>
        line.key !== key || line.code !== code
          ? line
          : resolveQuickOrderCode.fulfilled.match(result)
            ? { ...line, hit: result.payload, lookupError: undefined }
            : { ...line, hit: undefined, lookupError: result.payload ?? 'Unexpected error' },
      ),
    );
  };

  const suggest = async (query: string) => {
    if (query.trim().length < SUGGEST_FROM_LENGTH) return;
    const result = await dispatch(suggestQuickOrderCodes(query.trim()));
    if (suggestQuickOrderCodes.fulfilled.match(result)) setSuggestions(result.payload);
  };

  const addPasted = () => {
    const parsed = parsePastedLines(pasted).map((line) => ({ ...line, key: nextKey.current++ }));
    if (parsed.length === 0) return;
    setLines((held) => [...held.filter((line) => line.code.trim() !== ''), ...parsed]);
    setPasted('');
    for (const line of parsed) void resolve(line.key, line.code);
  };

  const errorOf = (line: QuickOrderLine): string | undefined => {
    const own = lineInputError(line);
    if (own) return own;
    if (line.lookupError) return line.lookupError;
    if (line.hit === null) return t('quickOrder.notFound', 'No item has this number.');
    return undefined;
  };
  // Rows nobody touched (no code, default quantity) are not lines yet, so they raise no error.
  const isFilled = (line: QuickOrderLine) => line.code.trim() !== '' || line.quantity !== '1';
  const filled = lines.filter(isFilled);
  const valid = filled.filter((line) => !errorOf(line) && line.hit);

  const addAll = async () => {
    setChecked(true);
    setOutcome(null);
    if (!signedIn) {
      dispatch(loginModalOpened());
      return;
    }
    if (valid.length === 0) return;
    setAdding(true);
    const result = await dispatch(
      bulkAddToCart(valid.map((line) => ({ code: line.hit!.code, quantity: lineQuantity(line) }))),
    );
    setAdding(false);
    if (bulkAddToCart.fulfilled.match(result)) {
      setOutcome({
        ok: true,
        text: pluralText(valid.length, {
          one: t('quickOrder.addedOne', '{count} line was added to the cart.'),
          other: t('quickOrder.added', '{count} lines were added to the cart.'),
        }),
      });
      const added = new Set(valid.map((line) => line.key));
      // A fresh start: the lines left (with their errors) stay, blank rows come back unjudged.
      setChecked(false);
      setLines((held) => {
        const left = held.filter((line) => !added.has(line.key));
        return left.length > 0
          ? left
          : Array.from({ length: START_LINES }, () => ({ key: nextKey.current++, code: '', quantity: '1' }));
      });
    } else {
      setOutcome({ ok: false, text: result.payload ?? 'Unexpected error' });
    }
  };

  return (
    <Container gap={5}>
      <h1 css={{ margin: 0 }}>{page.pageTitle || t('quickOrder.title', 'Quick order')}</h1>
      <datalist id={listId}>
        {suggestions.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      <ol
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}
      >
        {lines.map((line, index) => {
          // Only rows somebody filled in are judged: a blank row is not a line yet, even after Add all.
          const shownError =
            isFilled(line) && (checked || line.hit !== undefined || line.lookupError)
              ? errorOf(line)
              : undefined;
          return (
            <li
              key={line.key}
              data-testid="quick-order-line"
              css={(theme) => ({
                display: 'grid',
                gap: theme.space[3],
                gridTemplateColumns: 'minmax(8rem, 2fr) minmax(5rem, 1fr) 3fr auto',
                alignItems: 'start',
              })}
            >
              <TextField
                label={`${t('quickOrder.code', 'Article number')} ${index + 1}`}
                name={`code-${line.key}`}
                list={listId}
                autoComplete="off"
                value={line.code}
                error={shownError}
                onChange={(event) => {
                  patch(line.key, { code: event.target.value, hit: undefined, lookupError: undefined });
                  void suggest(event.target.value);
                }}
                onBlur={(event) => void resolve(line.key, event.target.value)}
              />
              <TextField
                label={`${t('quickOrder.quantity', 'Quantity')} ${index + 1}`}
                name={`quantity-${line.key}`}
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => patch(line.key, { quantity: event.target.value.replace(/\D/g, '') })}
              />
              <div data-testid="quick-order-resolved" aria-live="polite">
                {line.hit && (
                  <>
                    <strong>{line.hit.name}</strong>
                    <br />
                    {t('quickOrder.inStock', 'In stock')}: {line.hit.inStockQuantity}
                    {line.hit.price && <> · {line.hit.price.priceExVat.formattedString}</>}
                  </>
                )}
              </div>
              <Button
                size="s"
                variant="ghost"
                onClick={() => setLines((held) => held.filter((other) => other.key !== line.key))}
              >
                {t('common.remove', 'Remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      <Cluster gap={3} align="stretch">
        <Button
          variant="secondary"
          disabled={!hydrated}
          onClick={() => setLines((held) => [...held, { key: nextKey.current++, code: '', quantity: '1' }])}
        >
          {t('quickOrder.addLine', 'Add line')}
        </Button>
        <Button onClick={() => void addAll()} loading={adding} disabled={!hydrated}>
          {t('quickOrder.addAllToCart', 'Add all to cart')}
        </Button>
      </Cluster>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          css={(theme) => ({ color: outcome.ok ? theme.colors.success : theme.colors.danger })}
        >
          {outcome.text}
        </p>
      )}
      <Stack gap={2}>
        <TextArea
          label={t('quickOrder.paste', 'Paste lines (article number and quantity, separated by tab or ;)')}
          rows={5}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <Button variant="secondary" onClick={addPasted} disabled={!hydrated} css={{ justifySelf: 'start' }}>
          {t('quickOrder.addPasted', 'Add pasted lines')}
        </Button>
      </Stack>
      <QuickOrderImport />
    </Container>
  );
}
