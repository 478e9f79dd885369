import { CacheProvider, css } from '@emotion/react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserEmotionCache } from './emotion-cache';

const boxStyle = css({ color: 'rgb(1, 2, 3)' });
const otherStyle = css({ color: 'rgb(4, 5, 6)' });

function Page() {
  return <p css={boxStyle}>box</p>;
}

/** The server's answer as entry.server builds it: the page's markup and the style tags of its rules in the head. */
function serverDocument() {
  document.head.innerHTML = [
    '<meta charset="utf-8">',
    '<style data-emotion="css-global 1a2b3c">body{margin:0;}</style>',
    `<style data-emotion="css ${boxStyle.name}">.css-${boxStyle.name}{${boxStyle.styles}}</style>`,
  ].join('');
  document.body.innerHTML = `<div id="root"><p class="css-${boxStyle.name}">box</p></div>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('createBrowserEmotionCache', () => {
  it('takes over the server style tags without moving them, and inserts only what is new, after them', async () => {
    serverDocument();
    const serverTags = [...document.head.querySelectorAll('style')];
    const serverCss = serverTags.find((tag) => tag.dataset.emotion?.startsWith('css '));
    expect(serverCss).toBeDefined();
    const moved: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) moved.push(...record.removedNodes);
    });
    observer.observe(document.head, { childList: true });

    const cache = createBrowserEmotionCache();
    await Promise.resolve();
    // Nothing left the document (a style element put back would be parsed again).
    expect(observer.takeRecords().flatMap((r) => [...r.removedNodes])).toEqual([]);
    expect(moved).toEqual([]);
    expect(serverCss?.dataset.emotion).toContain(boxStyle.name);
    expect(cache.inserted[boxStyle.name]).toBe(true);

    const root = document.getElementById('root') as HTMLElement;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <CacheProvider value={cache}>
          <Page />
        </CacheProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    // The server's own style tag is still where it was, and no tag holds the box's rule a second time.
    expect(document.head.contains(serverCss as Node)).toBe(true);
    const clientTags = () =>
      [...document.head.querySelectorAll('style')].filter((t) => !serverTags.includes(t));
    expect(clientTags()).toEqual([]);

    await act(async () => {
      createRoot(document.createElement('div')).render(
        <CacheProvider value={cache}>
          <p css={otherStyle}>other</p>
        </CacheProvider>,
      );
    });
    // A rule the server did not send goes into a new tag right after the server's.
    const [added] = clientTags();
    expect(added).toBeDefined();
    expect(serverCss?.nextElementSibling).toBe(added);
    expect(cache.inserted[otherStyle.name]).toBe(true);
    observer.disconnect();
  });
});
