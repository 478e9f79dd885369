import type { CSSObject, Theme } from '@emotion/react';
import { offscreenContent } from '@storefront/ui';

// The product page's sections below the gallery and the buy box (specifications, related and similar products)
// lie below the first screen of a phone: the browser skips them until they come near the viewport (issue 24).
// Their usual heights from their contents, so the page keeps its length while they are skipped; measured on the
// built shop at 412 and 1280 px wide (a heading of 24 px; specification rows of 41 px in one column on a phone,
// 31 px in two columns from tablet width on; cards of 320-380 px two to a row on a phone, 430 px in one row of
// up to five on wider screens, rows 16 px apart).
const HEADING = 24;
/** The rows' gap in px: `space[4]` (1rem), as ProductRow's list sets it. */
const CARD_ROW_GAP = 16;

/** Styles of the specifications section with `rows` name and value rows. */
export function offscreenSpecifications(t: Theme, rows: number): CSSObject {
  return {
    ...offscreenContent(HEADING + rows * 41),
    [t.mq.from('tablet')]: offscreenContent(HEADING + Math.ceil(rows / 2) * 31),
  };
}

/** Styles of a related or similar products section with `cards` cards. */
export function offscreenProductRow(t: Theme, cards: number): CSSObject {
  const rows = (perRow: number) => Math.max(1, Math.ceil(cards / perRow));
  return {
    ...offscreenContent(HEADING + rows(2) * (360 + CARD_ROW_GAP) - CARD_ROW_GAP),
    [t.mq.from('tablet')]: offscreenContent(HEADING + rows(5) * (430 + CARD_ROW_GAP) - CARD_ROW_GAP),
  };
}
