import { CART_QUANTITY_MAX } from '@storefront/domain';
import Papa from 'papaparse';

/** Most rows a file or a paste may hold (the header not counted): each row costs one code lookup. */
export const IMPORT_MAX_ROWS = 500;
/** Largest file read, in bytes (1 MB): far above 500 rows of codes, small enough to read in the browser. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** A cell as a spreadsheet reader hands it over: text, a number, a date, a boolean or nothing. */
export type ImportCell = string | number | boolean | Date | null | undefined;

/** Why a row cannot be ordered before any lookup. */
export type ImportRowError = 'missingCode' | 'invalidQuantity';

/** One order line read from a file or a paste. */
export interface ImportRow {
  /** The rows of the sheet (1-based, header included) this line came from; several when a code repeats. */
  rowNumbers: number[];
  code: string;
  /** The quantity to order, null when the cell was not a whole number from 1 to the cart's maximum. */
  quantity: number | null;
  error?: ImportRowError;
}

/** Why a whole file or paste was refused. */
export type ImportFailure = 'tooLarge' | 'tooManyRows' | 'noRows' | 'noCodeColumn' | 'unreadable';

/** The lines read, or why nothing was read. */
export type ImportParseResult = { ok: true; rows: ImportRow[] } | { ok: false; failure: ImportFailure };

// Header names compared without case, spaces or punctuation ('Article no.' → 'articleno'), in English and
// Norwegian, as shop exports and hand-made sheets name them.
const CODE_HEADERS = new Set([
  'code',
  'item',
  'itemcode',
  'article',
  'articleno',
  'articlenumber',
  'articlecode',
  'productcode',
  'sku',
  'varenummer',
  'varenr',
  'varekode',
  'artikkelnummer',
  'artikkelnr',
  'artikkel',
]);
const QUANTITY_HEADERS = new Set(['quantity', 'qty', 'amount', 'antall', 'ant', 'mengde', 'stk', 'pcs']);

const headerKey = (cell: ImportCell): string =>
  typeof cell === 'string' ? cell.toLowerCase().replace(/[^a-z0-9æøå]/g, '') : '';

const cellText = (cell: ImportCell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
};

const isBlankRow = (row: readonly ImportCell[]): boolean => row.every((cell) => cellText(cell) === '');

/**
 * The quantity a cell stands for: a whole number from 1 to CART_QUANTITY_MAX (the cart's limit), written as digits or
 * stored as a number; an empty cell means 1, as in the quick order form (spec §5). Null for anything else
 * ('2.5', '0', 'ten', '-3'): a guess would order the wrong amount.
 */
export function importQuantity(cell: ImportCell): number | null {
  const text = typeof cell === 'number' ? String(cell) : cellText(cell);
  if (text === '') return 1;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= CART_QUANTITY_MAX ? value : null;
}

/**
 * Order lines from the rows of a sheet. A first row naming a code column ('Code', 'SKU', 'Varenummer' …)
 * is a header and says where code and quantity are; without one, the first column is the code and the
 * second the quantity. Blank rows are skipped. Valid rows with the same code (letter case aside) become
 * one line with the quantities added up, so the stock check sees what is really ordered; rows with errors
 * are kept apart, each with its row number.
 *
 * @example parseImportRows([['Varenummer', 'Antall'], ['OSLO-GRN', 2], ['oslo-grn', '3']])
 * // { ok: true, rows: [{ rowNumbers: [2, 3], code: 'OSLO-GRN', quantity: 5 }] }
 */
export function parseImportRows(sheet: readonly (readonly ImportCell[])[]): ImportParseResult {
  const firstIndex = sheet.findIndex((row) => !isBlankRow(row));
  if (firstIndex === -1) return { ok: false, failure: 'noRows' };
  const first = sheet[firstIndex] ?? [];
  const keys = first.map(headerKey);
  const hasHeader = keys.some((key) => CODE_HEADERS.has(key) || QUANTITY_HEADERS.has(key));
  const codeColumn = hasHeader ? keys.findIndex((key) => CODE_HEADERS.has(key)) : 0;
  if (codeColumn === -1) return { ok: false, failure: 'noCodeColumn' };
  // A header without a quantity column orders 1 of each; without a header the quantity is the next column.
  const quantityColumn = hasHeader ? keys.findIndex((key) => QUANTITY_HEADERS.has(key)) : 1;

  const dataStart = hasHeader ? firstIndex + 1 : firstIndex;
  const rows: ImportRow[] = [];
  const byCode = new Map<string, ImportRow>();
  let count = 0;
  for (let index = dataStart; index < sheet.length; index++) {
    const cells = sheet[index] ?? [];
    if (isBlankRow(cells)) continue;
    if (++count > IMPORT_MAX_ROWS) return { ok: false, failure: 'tooManyRows' };
    const rowNumber = index + 1;
    const code = cellText(cells[codeColumn]);
    const quantity = quantityColumn === -1 ? 1 : importQuantity(cells[quantityColumn]);
    if (code === '') {
      rows.push({ rowNumbers: [rowNumber], code, quantity, error: 'missingCode' });
      continue;
    }
    if (quantity === null) {
      rows.push({ rowNumbers: [rowNumber], code, quantity, error: 'invalidQuantity' });
      continue;
    }
    const same = byCode.get(code.toLowerCase());
    if (same?.quantity != null) {
      same.rowNumbers.push(rowNumber);
      same.quantity = Math.min(same.quantity + quantity, CART_QUANTITY_MAX);
      continue;
    }
    const row: ImportRow = { rowNumbers: [rowNumber], code, quantity };
    byCode.set(code.toLowerCase(), row);
    rows.push(row);
  }
  return rows.length === 0 ? { ok: false, failure: 'noRows' } : { ok: true, rows };
}

/**
 * Order lines from CSV or pasted spreadsheet text. Papa Parse finds the separator (tab from a spreadsheet
 * paste, comma or semicolon from a CSV export) and handles quoted cells; then as `parseImportRows`. The
 * caller holds the text to IMPORT_MAX_BYTES first, so it is read whole.
 *
 * @example parseImportText('code;quantity\nOSLO-GRN;2') // { ok: true, rows: [{ rowNumbers: [2], code: 'OSLO-GRN', quantity: 2 }] }
 */
export function parseImportText(text: string): ImportParseResult {
  const clean = text.replace(/^\uFEFF/, '');
  // Papa Parse guesses the separator from field counts, which blank rows upset; so it guesses on the rows
  // with content first, then reads everything with that separator, blank rows kept so row numbers match the
  // lines of the file (parseImportRows skips them).
  const { delimiter } = Papa.parse<string[]>(clean, {
    delimitersToGuess: ['\t', ';', ','],
    skipEmptyLines: 'greedy',
    preview: 20,
  }).meta;
  const parsed = Papa.parse<string[]>(clean, { delimiter, skipEmptyLines: false });
  // A single column gives Papa Parse no separator to find: that is fine, the quantity is then 1.
  const fatal = parsed.errors.find((error) => error.code !== 'UndetectableDelimiter');
  if (fatal && parsed.data.length === 0) return { ok: false, failure: 'unreadable' };
  return parseImportRows(parsed.data);
}
