import type { CSSObject } from '@emotion/react';

/**
 * Styles for a block that usually lies below the first screen (issue 24): the browser skips its style, layout
 * and paint until it comes near the viewport (`content-visibility: auto`), so the first frame and every
 * whole-page relayout (a web font arriving) cost only what is on screen. Its text stays in the page: find in
 * page, anchor links, focus and assistive technology reach it as before, and the server HTML is unchanged.
 *
 * While skipped it is as tall as `intrinsicHeight` (a number is px): give its usual height on the screen
 * size it is used for, so the page's length and scroll bar stay close to the real ones. `auto` makes the
 * browser remember the real height once it has been rendered, so scrolling back does not shift the page.
 * Only the block size is given: the width comes from the container, as it does when rendered.
 */
export function offscreenContent(intrinsicHeight: number | string): CSSObject {
  const height = typeof intrinsicHeight === 'number' ? `${intrinsicHeight}px` : intrinsicHeight;
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${height}` };
}
