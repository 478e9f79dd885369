import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserEmotionCache } from './shell/emotion-cache';
import { takeShopStateFromDocument } from './shell/shop-state-transport';

// The same cache key as the server: the client adopts the server's <style data-emotion> tags, where they are,
// instead of inserting the rules again.
const cache = createBrowserEmotionCache();

function hydrate() {
  // The shop state's JSON element is not part of the React tree: its text is taken and the element removed, so
  // hydration finds exactly what the server rendered.
  takeShopStateFromDocument();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={cache}>
          <HydratedRouter />
        </CacheProvider>
      </StrictMode>,
    );
  });
}

// The hydration script is an async module, which may run before the parser has reached the end of the body,
// where the state's element is; the page is complete and painted without this code, so it waits for the parse.
// Otherwise hydration starts in a task of its own: this module's evaluation (React DOM's set-up) is a long task
// already on a slowed phone, and `hydrateRoot` (the shop state's parse, React's listeners on the document) made
// it longer (issue 24).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrate, { once: true });
else setTimeout(hydrate, 0);
