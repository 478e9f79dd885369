import type { VariationCodeHit } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { readImportFile, readImportPaste } from './quick-order-import-file';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importQuantity,
  parseImportRows,
  parseImportText,
} from './quick-order-import-parse';
import { importRowStatus } from './quick-order-import-status';

describe('parseImportText', () => {
  it('reads a comma CSV with an English header, in any column order', () => {
    expect(parseImportText('Qty,SKU\r\n2,OSLO-GRN\r\n5,BERGEN-OAK\r\n')).toEqual({
      ok: true,
      rows: [
        { rowNumbers: [2], code: 'OSLO-GRN', quantity: 2 },
        { rowNumbers: [3], code: 'BERGEN-OAK', quantity: 5 },
      ],
    });
  });

  it('reads a semicolon CSV with a Norwegian header and quoted cells, skipping blank rows', () => {
    expect(parseImportText('\uFEFFVarenummer;Antall\n"OSLO;GRN";3\n\n;\nLYS-WHT;1')).toEqual({
      ok: true,
      rows: [
        { rowNumbers: [2], code: 'OSLO;GRN', quantity: 3 },
        { rowNumbers: [5], code: 'LYS-WHT', quantity: 1 },
      ],
    });
  });

  it('reads tab-separated rows pasted from a spreadsheet, without a header', () => {
    expect(parseImportText('OSLO-GRN\t2\nBERGEN-OAK\t4')).toEqual({
      ok: true,
      rows: [
        { rowNumbers: [1], code: 'OSLO-GRN', quantity: 2 },
        { rowNumbers: [2], code: 'BERGEN-OAK', quantity: 4 },
      ],
    });
  });

  it('orders 1 of each when there is no quantity column', () => {
    expect(parseImportText('Article no.\nOSLO-GRN\nLYS-WHT')).toEqual({
      ok: true,
      rows: [
        { rowNumbers: [2], code: 'OSLO-GRN', quantity: 1 },
        { rowNumbers: [3], code: 'LYS-WHT', quantity: 1 },
      ],
    });
  });

  it('flags a missing code and a bad quantity on their own rows', () => {
    expect(parseImportText('code;quantity\n;2\nA;0\nB;2.5\nC;ten\nD;1000\nE;-1')).toEqual({
      ok: true,
      rows: [
        { rowNumbers: [2], code: '', quantity: 2, error: 'missingCode' },
        { rowNumbers: [3], code: 'A', quantity: null, error: 'invalidQuantity' },
        { rowNumbers: [4], code: 'B', quantity: null, error: 'invalidQuantity' },
        { rowNumbers: [5], code: 'C', quantity: null, error: 'invalidQuantity' },
        { rowNumbers: [6], code: 'D', quantity: null, error: 'invalidQuantity' },
        { rowNumbers: [7], code: 'E', quantity: null, error: 'invalidQuantity' },
      ],
    });
  });

  it('merges valid rows with the same code (letter case aside) into one line with the summed quantity', () => {
    expect(parseImportText('OSLO-GRN;2\nLYS-WHT;1\noslo-grn;3\nOSLO-GRN;x')).toEqual({
      ok: true,
      rows: [
        { rowNumbers: [1, 3], code: 'OSLO-GRN', quantity: 5 },
        { rowNumbers: [2], code: 'LYS-WHT', quantity: 1 },
        { rowNumbers: [4], code: 'OSLO-GRN', quantity: null, error: 'invalidQuantity' },
      ],
    });
  });

  it('refuses text with no rows, a header without a code column, and more than 500 rows', () => {
    expect(parseImportText('\n \n')).toEqual({ ok: false, failure: 'noRows' });
    expect(parseImportText('Antall;Pris\n2;100')).toEqual({ ok: false, failure: 'noCodeColumn' });
    const rows = (count: number) => Array.from({ length: count }, (_, index) => `C${index};1`).join('\n');
    expect(parseImportText(`code;qty\n${rows(IMPORT_MAX_ROWS)}`)).toMatchObject({ ok: true });
    expect(parseImportText(`code;qty\n${rows(IMPORT_MAX_ROWS + 1)}`)).toEqual({
      ok: false,
      failure: 'tooManyRows',
    });
  });
});

describe('importQuantity', () => {
  it('takes whole numbers from 1 to 999 as digits or numbers, and an empty cell as 1', () => {
    expect([importQuantity(' 7 '), importQuantity(12), importQuantity(''), importQuantity(null)]).toEqual([
      7, 12, 1, 1,
    ]);
    expect([importQuantity(1.5), importQuantity(0), importQuantity('1e3'), importQuantity(true)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('parseImportRows', () => {
  it('reads spreadsheet cells with numeric codes and quantities', () => {
    expect(parseImportRows([[null], ['Item', 'Quantity'], [12345, 2]])).toEqual({
      ok: true,
      rows: [{ rowNumbers: [3], code: '12345', quantity: 2 }],
    });
  });
});

describe('readImportFile and readImportPaste', () => {
  it('reads the first sheet of a real xlsx workbook', async () => {
    const blob = await writeXlsxFile([
      [{ value: 'Varenummer' }, { value: 'Antall' }],
      [{ value: 'OSLO-GRN' }, { value: 2 }],
      [{ value: 'BERGEN-OAK' }, { value: 1.5 }],
    ]).toBlob();
    const file = new File([await blob.arrayBuffer()], 'order.xlsx');
    expect(await readImportFile(file)).toEqual({
      ok: true,
      rows: [
        { rowNumbers: [2], code: 'OSLO-GRN', quantity: 2 },
        { rowNumbers: [3], code: 'BERGEN-OAK', quantity: null, error: 'invalidQuantity' },
      ],
    });
  });

  it('reads a CSV file, and calls a damaged workbook unreadable', async () => {
    expect(await readImportFile(new File(['code,qty\nA,2'], 'order.csv', { type: 'text/csv' }))).toEqual({
      ok: true,
      rows: [{ rowNumbers: [2], code: 'A', quantity: 2 }],
    });
    expect(await readImportFile(new File(['not a zip'], 'order.xlsx'))).toEqual({
      ok: false,
      failure: 'unreadable',
    });
  });

  it('refuses a file or a paste over 1 MB', async () => {
    const big = 'A;1\n'.repeat(IMPORT_MAX_BYTES / 4 + 1);
    expect(await readImportFile(new File([big], 'order.csv'))).toEqual({ ok: false, failure: 'tooLarge' });
    expect(readImportPaste(big)).toEqual({ ok: false, failure: 'tooLarge' });
  });
});

describe('importRowStatus', () => {
  const hit: VariationCodeHit = {
    code: 'A',
    productCode: 'A',
    name: 'Chair',
    url: '/en/p/a/',
    image: { src: '/x.svg', alt: '', title: '', width: 1, height: 1 },
    price: null,
    inStockQuantity: 4,
    active: true,
    isBuyable: true,
    maxQuantity: 10,
  };
  const row = (quantity: number) => ({ rowNumbers: [2], code: 'A', quantity });

  it('checks the row, then the code, then the per-order limit and the stock', () => {
    expect(importRowStatus({ ...row(1), error: 'missingCode' }, hit)).toBe('missingCode');
    expect(importRowStatus(row(1), undefined)).toBe('lookupFailed');
    expect(importRowStatus(row(1), null)).toBe('unknownCode');
    expect(importRowStatus(row(1), { ...hit, active: false })).toBe('unknownCode');
    expect(importRowStatus(row(1), { ...hit, isBuyable: false })).toBe('notBuyable');
    expect(importRowStatus(row(11), { ...hit, inStockQuantity: 50 })).toBe('overMaxQuantity');
    expect(importRowStatus(row(5), hit)).toBe('notEnoughStock');
    expect(importRowStatus(row(4), hit)).toBe('ok');
    expect(importRowStatus(row(40), { ...hit, maxQuantity: 0, inStockQuantity: 50 })).toBe('ok');
  });
});
