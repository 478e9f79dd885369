/** Defaults of spec section 1 and 9. */
export const DEFAULT_LANGUAGE = 'no';
/** Default currency (spec §1). */
export const DEFAULT_CURRENCY = 'SEK';
/** Default country (spec §1). */
export const DEFAULT_COUNTRY = 'NO';
/** Default page size of a listing batch (spec §9). */
export const DEFAULT_PAGE_SIZE = 24;
