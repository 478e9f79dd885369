import type { StorefrontTheme } from './theme';

// Augmenting Emotion's Theme types every `css={(t) => …}` and `useTheme()` in the repo (and in consuming
// sites) with the storefront tokens, so no component needs a cast.
declare module '@emotion/react' {
  export interface Theme extends StorefrontTheme {}
}
