// Side-effect entry (`@storefront/ui/fonts`): self-hosted Hanken Grotesk regular, medium and bold faces.
// @fontsource declares `font-display: swap`, so text shows in the fallback font while the files load.
// Import it once in the app entry (or Storybook preview); the bundler copies the woff2 files.
import '@fontsource/hanken-grotesk/400.css';
import '@fontsource/hanken-grotesk/500.css';
import '@fontsource/hanken-grotesk/700.css';
