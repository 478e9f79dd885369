// The `@storefront/api-client/wire-rules` entry: the rules client and server share (field limits and texts,
// quantity bounds, page size, the listing query codec). Dependency-free on purpose: no Zod, no imports from
// outside this folder, so a browser form or a server route can take them without the schemas.
export type { CategoryQuery, QueryPairs, RangeSelection } from './category-query';
export { encodeCategoryQuery } from './category-query';
export type { DecodeCategoryQueryOptions, DecodedCategoryQuery, QueryRecord } from './decode-category-query';
export { decodeCategoryQuery, splitFilterValue } from './decode-category-query';
export { FIELD_LIMITS, SPENDING_LIMIT_MAX_NOK } from './field-limits';
export { FIELD_MESSAGES, INVALID_TEXT_LENGTH_PREFIX, invalidTextLengthMessage } from './field-messages';
export { isEmailAddress, isPhoneNumber } from './field-patterns';
export { DEFAULT_PAGE_SIZE, FILTER_PREFIX, FILTER_VALUE_SEPARATOR, RANGE_SEPARATOR } from './listing';
export { QUANTITY_MAX, QUANTITY_MIN } from './quantity';
export { parseRangeValue } from './range-value';
