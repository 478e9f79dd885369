import { CacheProvider, css } from '@emotion/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';

// React's act() flushes the render before it returns only in a testing environment that says so.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The CSS the shop's cache writes for one style, as the browser's sheet holds it. */
async function cssOf(style: ReturnType<typeof css>): Promise<string> {
  const cache = createEmotionCache();
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    createRoot(host).render(
      <CacheProvider value={cache}>
        <p css={style}>text</p>
      </CacheProvider>,
    );
  });
  return [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
}

describe('the shop prefixer', () => {
  it('writes no prefix a supported browser does without', async () => {
    const text = await cssOf(
      css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        transform: 'translateY(-50%)',
        transition: 'transform 200ms',
        position: 'sticky',
        appearance: 'none',
        paddingInlineEnd: '1rem',
        textDecoration: 'underline',
      }),
    );
    expect(text).toContain('display:flex;');
    expect(text).toContain('align-items:center;');
    expect(text).toContain('appearance:none;');
    expect(text).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it('keeps the -webkit- prefixes Safari still needs, before the standard declaration', async () => {
    const text = await cssOf(
      css({
        userSelect: 'none',
        backdropFilter: 'blur(4px)',
        hyphens: 'auto',
        backgroundClip: 'text',
        textSizeAdjust: '100%',
      }),
    );
    expect(text).toContain('-webkit-user-select:none;user-select:none;');
    expect(text).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(text).toContain('-webkit-hyphens:auto;hyphens:auto;');
    expect(text).toContain('-webkit-background-clip:text;background-clip:text;');
    expect(text).toContain('-webkit-text-size-adjust:100%;text-size-adjust:100%;');
    expect(text).not.toMatch(/-(moz|ms)-/);
  });

  it('leaves a prefix the author wrote as it is, and other values of background-clip alone', async () => {
    const text = await cssOf(css({ WebkitFontSmoothing: 'antialiased', backgroundClip: 'padding-box' }));
    expect(text).toContain('-webkit-font-smoothing:antialiased;');
    expect(text).toContain('background-clip:padding-box;');
    expect(text).not.toContain('-webkit-background-clip');
  });
});
