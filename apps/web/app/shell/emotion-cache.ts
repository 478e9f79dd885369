import createCache, { type EmotionCache } from '@emotion/cache';

/** The Emotion cache key of the shop; server and client must agree on it. */
export const EMOTION_CACHE_KEY = 'css';

/** A fresh Emotion cache: one per server request, one for the browser. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY });
}
