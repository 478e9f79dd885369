import {
  IMPORT_MAX_BYTES,
  type ImportCell,
  type ImportParseResult,
  parseImportRows,
  parseImportText,
} from './quick-order-import-parse';

/** The file types the import accepts, for the file input's `accept`. */
export const IMPORT_FILE_ACCEPT = '.csv,.tsv,.txt,.xlsx';

const isXlsx = (file: File): boolean =>
  /\.xlsx$/i.test(file.name) ||
  file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The reader's types name a date cell `typeof Date` where it hands over a Date instance: each cell is
// narrowed at run time instead of cast.
const toImportCell = (cell: unknown): ImportCell =>
  typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean' || cell instanceof Date
    ? cell
    : null;

/**
 * Reads order lines from a chosen file: an Excel workbook (.xlsx, its first sheet) or text (CSV with comma
 * or semicolon, tab-separated). Files over 1 MB are refused before reading. The xlsx reader is loaded only
 * when a workbook is chosen, so it stays out of the page's first load; its universal entry runs the same in
 * the browser and in tests (the browser entry would start a Web Worker).
 */
export async function readImportFile(file: File): Promise<ImportParseResult> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, failure: 'tooLarge' };
  try {
    if (isXlsx(file)) {
      const { readSheet } = await import('read-excel-file/universal');
      const sheet = await readSheet(await file.arrayBuffer());
      return parseImportRows(sheet.map((row) => row.map(toImportCell)));
    }
    return parseImportText(await file.text());
  } catch {
    // A damaged workbook or a file that is not text: say so instead of failing the page.
    return { ok: false, failure: 'unreadable' };
  }
}

/** Reads order lines from pasted text, held to the same size limit as a file. */
export function readImportPaste(text: string): ImportParseResult {
  if (new Blob([text]).size > IMPORT_MAX_BYTES) return { ok: false, failure: 'tooLarge' };
  return parseImportText(text);
}
