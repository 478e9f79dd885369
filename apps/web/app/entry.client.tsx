import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache } from './shell/emotion-cache';
import { takeShopStateFromDocument } from './shell/shop-state-transport';

// The same cache key as the server: the client adopts the server's <style data-emotion> tags instead of
// inserting the rules again.
const cache = createEmotionCache();

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
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hydrate, { once: true });
else hydrate();
