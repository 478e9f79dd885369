import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { TextsReadContext } from '@storefront/features/translations';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { WithRootStylesheet } from './server/root-stylesheet.server';
import { addScriptNonce } from './server/script-nonce.server';
import { loadScriptsAfterFirstPaint } from './server/scripts-after-paint.server';
import { withTextsRead } from './server/texts-read.server';
import { createEmotionCache } from './shell/emotion-cache';
import { shopStateElement } from './shell/shop-state-transport';

/** Longest a render may take before it is aborted. */
export const streamTimeout = 5_000;

/**
 * Renders the whole document, then puts the Emotion styles the page used into its <head>, so the first
 * paint is already styled and hydration finds the same class names (no flash, no mismatch). The page is
 * sent once complete rather than streamed, which the style extraction needs. Its JavaScript loads after
 * the first contentful paint (`loadScriptsAfterFirstPaint`): the server-rendered page is complete without
 * it, so on a slow connection the stylesheet, fonts and images get the bandwidth first. Every script element
 * then gets the request's CSP nonce (`addScriptNonce`). The shop state the page loader left to the document
 * goes last into the body as inert JSON (`shopStateElement`), after the style extraction, which need not scan it;
 * of the language's texts it carries only those the render looked up (`TextsReadContext`, `withTextsRead`): the
 * browser's first render reads exactly those, and the rest loads after hydration.
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** The request's CSP nonce (server.mjs makes one per request); absent in development. */
    cspNonce?: string;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const textsRead = new Set<string>();

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <TextsReadContext.Provider value={textsRead}>
          <WithRootStylesheet>
            <ServerRouter context={routerContext} url={request.url} />
          </WithRootStylesheet>
        </TextsReadContext.Provider>
      </CacheProvider>,
      {
        // React outlines Suspense boundaries above this size into late segments that a script swaps in;
        // the page is sent whole anyway, and without JavaScript only inline content would show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            clearTimeout(timeout);
            const html = addScriptNonce(
              loadScriptsAfterFirstPaint(Buffer.concat(chunks).toString('utf8')),
              loadContext.cspNonce,
            );
            const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
            const state = loadContext.shopStateInDocument;
            const withState = state
              ? withBodyEnd(
                  html,
                  addScriptNonce(shopStateElement(withTextsRead(state, textsRead)), loadContext.cspNonce),
                )
              : html;
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(withState.replace('</head>', `${styles}</head>`), {
                headers: responseHeaders,
                status,
              }),
            );
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

/**
 * The document with `element` as the last element of its body. The body's end is the last `</body>` of the
 * document: only `</html>` follows it, and page text cannot hold one unescaped (React escapes text, and the
 * state element's JSON has no `<`).
 */
function withBodyEnd(html: string, element: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + element : html.slice(0, end) + element + html.slice(end);
}
