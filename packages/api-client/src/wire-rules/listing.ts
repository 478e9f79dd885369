/** Page size of a listing batch when the page gives no itemsPerLoad and the request no `take` (spec §9). */
export const DEFAULT_PAGE_SIZE = 24;
/** Prefix of a facet's query pair: `filter::Color=black;grey` (spec §7). */
export const FILTER_PREFIX = 'filter::';
/** Joins the selected values of one facet in its pair (spec §7). */
export const FILTER_VALUE_SEPARATOR = ';';
/** Joins the bounds of a range facet in its pair: `filter::Price=1000-5000` (spec §7). */
export const RANGE_SEPARATOR = '-';
