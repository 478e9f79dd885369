/** Lowest quantity a cart line accepts; 0 removes the line (spec §5, §9). */
export const QUANTITY_MIN = 0;
/** Highest quantity a cart line accepts (spec §5, §9). */
export const QUANTITY_MAX = 999;
