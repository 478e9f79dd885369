import type { StylisElement, StylisPlugin } from '@emotion/cache';

/**
 * The properties that a browser the shop supports still needs a prefix for. The build targets Vite's
 * 'baseline-widely-available' browsers (Chrome and Edge 107+, Firefox 104+, Safari 16+): flexbox, transforms,
 * transitions, animations, sticky positioning, logical properties, clip-path and appearance are all unprefixed
 * there, and stylis's default prefixer (about a third of the shop's CSS: `display:-webkit-box`, `-ms-flex-align`
 * and the like) serves browsers from 2012. Safari still reads only `-webkit-` for these.
 */
const WEBKIT_ONLY = new Set([
  'user-select', // Safari: prefixed only
  'backdrop-filter', // Safari before 18
  'text-size-adjust', // iOS Safari: prefixed only
  'hyphens', // Safari before 17
  'box-decoration-break', // Safari: prefixed only
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat', // Safari before 15.4, kept with mask
  'line-clamp', // every browser: prefixed only
]);

/** `background-clip: text` is prefixed in Safari and in Chrome before 120; other values are not. */
function needsWebkit(property: string, value: string): boolean {
  return WEBKIT_ONLY.has(property) || (property === 'background-clip' && /\btext\b/.test(value));
}

const DECLARATION = 'decl';

/**
 * The shop's Emotion prefixer: adds `-webkit-` to the few declarations above and nothing else. Takes the place
 * of stylis's `prefixer` (Emotion's default) in the caches of the server and the browser, which must agree.
 */
export const shopPrefixer: StylisPlugin = (element: StylisElement) => {
  if (element.type !== DECLARATION || element.return || typeof element.props !== 'string') return;
  const property = element.props;
  const value = typeof element.children === 'string' ? element.children : '';
  // An author who wrote the prefix by hand (e.g. -webkit-text-size-adjust) keeps it as written.
  if (needsWebkit(property, value)) element.return = `-webkit-${element.value}${element.value}`;
};
