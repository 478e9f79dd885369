import { CART_QUANTITY_MAX, STEPPER_MIN_QUANTITY } from '@storefront/domain';
import { Button, Stack, TextArea } from '@storefront/ui';
import { useId, useState } from 'react';
import { useHydrated } from '../shared/hooks/use-hydrated';
import { pluralText, type TextLookup, useText } from '../translations';
import { IMPORT_FILE_ACCEPT } from './quick-order-import-file';
import type { ImportFailure } from './quick-order-import-parse';
import type { ImportPreviewRow } from './quick-order-import-status';
import {
  type QuickOrderImportOutcome,
  type QuickOrderImportState,
  useQuickOrderImport,
} from './use-quick-order-import';

/** Props of `QuickOrderImportView`. */
export interface QuickOrderImportViewProps {
  /** Nothing read, reading, refused, or the preview. */
  state: QuickOrderImportState;
  /** The valid lines are being added. @default false */
  adding?: boolean;
  /** What the last add did. @default null */
  outcome?: QuickOrderImportOutcome | null;
  /** A file was chosen. */
  onFile: (file: File) => void;
  /** Pasted rows are to be checked. */
  onPaste: (text: string) => void;
  /** Add the valid lines to the cart. */
  onAdd: () => void;
  /** Controls wait, e.g. until the page has hydrated. @default false */
  disabled?: boolean;
}

function failureText(t: TextLookup, failure: ImportFailure): string {
  switch (failure) {
    case 'tooLarge':
      return t(
        'quickOrder.import.tooLarge',
        'The file or text is larger than 1 MB. Split it into smaller parts.',
      );
    case 'tooManyRows':
      return t(
        'quickOrder.import.tooManyRows',
        'There are more than 500 rows. Split them into smaller files.',
      );
    case 'noRows':
      return t('quickOrder.import.noRows', 'No rows were found.');
    case 'noCodeColumn':
      return t(
        'quickOrder.import.noCodeColumn',
        'No article number column was found. Name it Article number, Code or SKU.',
      );
    case 'unreadable':
      return t('quickOrder.import.unreadable', 'The file could not be read. Use CSV, TSV or .xlsx.');
  }
}

function statusText(t: TextLookup, row: ImportPreviewRow): string {
  switch (row.status) {
    case 'ok':
      return t('quickOrder.import.ok', 'Ready to order');
    case 'missingCode':
      return t('quickOrder.import.missingCode', 'The article number is missing.');
    case 'invalidQuantity':
      return t(
        'quickOrder.import.invalidQuantity',
        `The quantity must be a whole number from ${STEPPER_MIN_QUANTITY} to ${CART_QUANTITY_MAX}.`,
      );
    case 'unknownCode':
      return t('quickOrder.notFound', 'No item has this number.');
    case 'notBuyable':
      return t('quickOrder.import.notBuyable', 'This article cannot be bought.');
    case 'notEnoughStock':
      return t('quickOrder.import.notEnoughStock', 'Not enough in stock: {stock} available.').replace(
        '{stock}',
        String(row.hit?.inStockQuantity ?? 0),
      );
    case 'overMaxQuantity':
      return t('quickOrder.import.overMaxQuantity', 'At most {max} per order.').replace(
        '{max}',
        String(row.hit?.maxQuantity ?? 0),
      );
    case 'lookupFailed':
      return t('quickOrder.import.lookupFailed', 'The article could not be checked. Try again.');
  }
}

/**
 * Quick order by file, as shown: a file input (CSV, TSV, text or Excel .xlsx), a box for rows pasted from
 * a spreadsheet, and a preview table with each row's number, code, name, quantity, stock and status; the
 * button adds the valid lines. A status region, present from the start so screen readers hear its
 * changes, says what was read and what was added; a refused file shows as an alert, and the chosen file
 * and the pasted text stay so they can be fixed.
 */
export function QuickOrderImportView({
  state,
  adding = false,
  outcome = null,
  onFile,
  onPaste,
  onAdd,
  disabled = false,
}: QuickOrderImportViewProps) {
  const t = useText();
  const id = useId();
  const [pasted, setPasted] = useState('');
  const rows = state.phase === 'ready' ? state.rows : [];
  const valid = rows.filter((row) => row.status === 'ok').length;
  const invalid = rows.length - valid;

  const announcement =
    outcome?.ok === true
      ? pluralText(outcome.added, {
          one: t('quickOrder.addedOne', '{count} line was added to the cart.'),
          other: t('quickOrder.added', '{count} lines were added to the cart.'),
        })
      : state.phase === 'loading'
        ? t('quickOrder.import.loading', 'Reading and checking the rows …')
        : state.phase === 'ready'
          ? [
              pluralText(valid, {
                one: t('quickOrder.import.readyOne', '{count} line is ready to order.'),
                other: t('quickOrder.import.readyOther', '{count} lines are ready to order.'),
              }),
              invalid > 0
                ? pluralText(invalid, {
                    one: t('quickOrder.import.errorsOne', '{count} row has an error and will not be added.'),
                    other: t(
                      'quickOrder.import.errorsOther',
                      '{count} rows have errors and will not be added.',
                    ),
                  })
                : '',
            ]
              .join(' ')
              .trim()
          : '';
  const alert =
    state.phase === 'failed' ? failureText(t, state.failure) : outcome?.ok === false ? outcome.message : '';

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="quick-order-import"
      css={(theme) => ({ display: 'grid', gap: theme.space[4] })}
    >
      <h2 id={`${id}-title`} css={{ margin: 0 }}>
        {t('quickOrder.import.title', 'Order from a file')}
      </h2>
      <p css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        {t(
          'quickOrder.import.intro',
          'Upload a CSV or Excel file (.xlsx), or paste rows from a spreadsheet, with a column for the article number and one for the quantity. At most 500 rows and 1 MB.',
        )}
      </p>
      <div css={(theme) => ({ display: 'grid', gap: theme.space[2], justifyItems: 'start' })}>
        <label htmlFor={`${id}-file`}>
          {t('quickOrder.import.file', 'File (.csv, .tsv, .txt or .xlsx)')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          disabled={disabled}
          // Cleared as the file dialog opens: a browser fires no change for the same file chosen again, and
          // choosing the fixed file again is exactly what follows an error. Until then the chosen name stays.
          onClick={(event) => {
            event.currentTarget.value = '';
          }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
        />
      </div>
      <Stack gap={2}>
        <TextArea
          label={t(
            'quickOrder.import.paste',
            'Or paste rows from a spreadsheet (article number and quantity)',
          )}
          rows={5}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={disabled || pasted.trim() === ''}
          onClick={() => onPaste(pasted)}
          css={{ justifySelf: 'start' }}
        >
          {t('quickOrder.import.check', 'Check pasted rows')}
        </Button>
      </Stack>
      <p role="status" data-testid="quick-order-import-status" css={{ margin: 0 }}>
        {announcement}
      </p>
      {alert && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {alert}
        </p>
      )}
      {rows.length > 0 && (
        // A long preview scrolls sideways in its own box on a phone instead of widening the page.
        <div css={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
          <table
            css={(theme) => ({
              width: '100%',
              borderCollapse: 'collapse',
              'td, th': {
                padding: theme.space[2],
                textAlign: 'left',
                borderBlockEnd: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
              },
            })}
          >
            <caption css={{ textAlign: 'left', fontWeight: 'bold' }}>
              {t('quickOrder.import.preview', 'Rows read')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('quickOrder.import.row', 'Row')}</th>
                <th scope="col">{t('quickOrder.code', 'Article number')}</th>
                <th scope="col">{t('quickOrder.import.name', 'Name')}</th>
                <th scope="col">{t('quickOrder.quantity', 'Quantity')}</th>
                <th scope="col">{t('quickOrder.inStock', 'In stock')}</th>
                <th scope="col">{t('quickOrder.import.status', 'Status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={`${row.rowNumbers.join('-')}`}
                  data-testid="quick-order-import-row"
                  data-status={row.status}
                >
                  <th scope="row">{row.rowNumbers.join(', ')}</th>
                  <td>{row.code}</td>
                  <td>{row.hit?.name ?? ''}</td>
                  <td>{row.quantity ?? ''}</td>
                  <td>{row.hit?.inStockQuantity ?? ''}</td>
                  <td
                    css={(theme) => ({
                      color: row.status === 'ok' ? theme.colors.success : theme.colors.danger,
                    })}
                  >
                    {statusText(t, row)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {valid > 0 && (
        <Button onClick={onAdd} loading={adding} disabled={disabled} css={{ justifySelf: 'start' }}>
          {pluralText(valid, {
            one: t('quickOrder.import.addOne', 'Add {count} valid line to cart'),
            other: t('quickOrder.import.addOther', 'Add {count} valid lines to cart'),
          })}
        </Button>
      )}
    </section>
  );
}

/** Quick order by file on the quick order page: `useQuickOrderImport` shown by `QuickOrderImportView`. */
export function QuickOrderImport() {
  const { state, adding, outcome, readFile, readPaste, addValid } = useQuickOrderImport();
  // As the form above it: controls work once the page has hydrated, so an early choice is not lost.
  const hydrated = useHydrated();
  return (
    <QuickOrderImportView
      state={state}
      adding={adding}
      outcome={outcome}
      onFile={(file) => void readFile(file)}
      onPaste={(text) => void readPaste(text)}
      onAdd={() => void addValid()}
      disabled={!hydrated}
    />
  );
}
