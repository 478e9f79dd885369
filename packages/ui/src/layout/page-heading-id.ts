/**
 * The id of a page's own `<h1>`. The document head names it in `<link rel="expect" href="#page-heading"
 * blocking="render">`, so a browser that supports it paints no frame before the heading is parsed: on a slow
 * phone the parser may yield after the header, and that first frame would show the header alone (issue 24).
 * A page without such an element paints once its document is parsed.
 */
export const PAGE_HEADING_ID = 'page-heading';
