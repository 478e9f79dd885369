import type { FdvDocument } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { filterFdvDocuments } from './fdv-filter';

const doc = (productCode: string, name: string, orderNumbers: string[]): FdvDocument => ({
  productCode,
  name,
  fileName: `fdv-${productCode}.html`,
  downloadUrl: `/api/fdv/documents/${productCode}`,
  orders: orderNumbers.map((orderNumber) => ({
    orderNumber,
    orderDate: '2026-01-01T00:00:00.000Z',
    quantity: 1,
  })),
});

const documents = [doc('OSLO-1', 'Oslo chair', ['SO-1']), doc('BERG-2', 'Bergen sofa', ['SO-2', 'SO-3'])];

describe('filterFdvDocuments', () => {
  it.each([
    ['', ['OSLO-1', 'BERG-2']],
    ['   ', ['OSLO-1', 'BERG-2']],
    ['OSLO', ['OSLO-1']],
    [' bergen ', ['BERG-2']],
    ['berg-2', ['BERG-2']],
    ['so-3', ['BERG-2']],
    ['so-', ['OSLO-1', 'BERG-2']],
    ['table', []],
  ])('query %j keeps %j', (query, codes) => {
    expect(filterFdvDocuments(documents, query).map((d) => d.productCode)).toEqual(codes);
  });
});
