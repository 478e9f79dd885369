import createCache, { type EmotionCache, type Options } from '@emotion/cache';
import { shopPrefixer } from './vendor-prefixes';

/** The Emotion cache key of the shop; server and client must agree on it. */
export const EMOTION_CACHE_KEY = 'css';

/** The options of every cache of the shop: its key and the prefixes its browsers need (vendor-prefixes.ts). */
const CACHE_OPTIONS: Options = { key: EMOTION_CACHE_KEY, stylisPlugins: [shopPrefixer] };

/** A fresh Emotion cache: one per server request (and for tests). */
export function createEmotionCache(): EmotionCache {
  return createCache(CACHE_OPTIONS);
}

/** The attribute the server's tags carry while `createCache` looks for tags to take over. */
const SERVER_ATTRIBUTE = 'data-emotion';
const ASIDE_ATTRIBUTE = 'data-emotion-kept';

/**
 * The browser's cache, taking over the styles the server put in the head where they are. Emotion's own
 * take-over (`createCache` finding `<style data-emotion="css …">`) appends each tag to the head again, twice,
 * and a style element taken out of the document and put back loses its sheet: the browser parses its rules
 * again and recalculates the style of the whole page, on the main thread, before hydration starts (issue 24).
 * Here the tags stay put and become the sheet's first tags, as Emotion's take-over makes them: their names
 * count as inserted (never inserted again), the client's further rules go into a new tag right after them, and
 * `<Global>` puts its own server tag before them, so the order of the rules is the same as with Emotion's.
 */
export function createBrowserEmotionCache(doc: Document = document): EmotionCache {
  // `data-s` is Emotion's mark of a server tag already moved into place: createCache leaves those alone.
  for (const tag of doc.querySelectorAll('style[data-emotion]')) tag.setAttribute('data-s', '');
  const serverTags = [
    ...doc.querySelectorAll<HTMLStyleElement>(`style[${SERVER_ATTRIBUTE}^="${EMOTION_CACHE_KEY} "]`),
  ];
  // An attribute change leaves a style element's sheet alone; hidden from createCache only while it runs.
  for (const tag of serverTags) {
    tag.setAttribute(ASIDE_ATTRIBUTE, tag.getAttribute(SERVER_ATTRIBUTE) ?? '');
    tag.removeAttribute(SERVER_ATTRIBUTE);
  }
  let cache: EmotionCache;
  try {
    cache = createCache(CACHE_OPTIONS);
  } finally {
    for (const tag of serverTags) {
      tag.setAttribute(SERVER_ATTRIBUTE, tag.getAttribute(ASIDE_ATTRIBUTE) ?? '');
      tag.removeAttribute(ASIDE_ATTRIBUTE);
    }
  }
  for (const tag of serverTags) {
    for (const name of (tag.getAttribute(SERVER_ATTRIBUTE) ?? '').split(' ').slice(1)) {
      if (name) cache.inserted[name] = true;
    }
  }
  cache.sheet.tags.push(...serverTags);
  return cache;
}
