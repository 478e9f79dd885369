import type { FdvDocument } from '@storefront/api-client';

/**
 * The documents whose product name, item number or one of whose order numbers contains the query (letter
 * case and surrounding spaces aside); all of them for an empty query.
 * @example filterFdvDocuments(docs, 'oslo') // documents of products named "Oslo …"
 */
export function filterFdvDocuments(documents: readonly FdvDocument[], query: string): FdvDocument[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...documents];
  return documents.filter(
    (document) =>
      document.name.toLowerCase().includes(wanted) ||
      document.productCode.toLowerCase().includes(wanted) ||
      document.orders.some((order) => order.orderNumber.toLowerCase().includes(wanted)),
  );
}
