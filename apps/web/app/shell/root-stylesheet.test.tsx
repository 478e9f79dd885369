import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ROOT_STYLESHEET_HREF, RootStylesheet, RootStylesheetText } from './root-stylesheet';

const CSS = '@font-face{font-family:Hanken Grotesk;src:url(/assets/a.woff2)}body{margin:0}';

function onServer(text: string | null) {
  return renderToString(
    <RootStylesheetText value={text}>
      <RootStylesheet />
    </RootStylesheetText>,
  );
}

describe('RootStylesheet', () => {
  it('renders the text the server read as one inline <style>', () => {
    expect(onServer(CSS)).toBe(`<style data-root-stylesheet="">${CSS}</style>`);
  });

  it('links the stylesheet where the server has no built text (development, tests)', () => {
    // Vitest resolves the `?url` import to an empty address, which React leaves out.
    const href = ROOT_STYLESHEET_HREF ? ` href="${ROOT_STYLESHEET_HREF}"` : '';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(onServer(null)).toBe(`<link rel="stylesheet"${href}/>`);
    vi.restoreAllMocks();
  });

  it('hydrates the inline <style> with the text already in the page, without a mismatch or a link', async () => {
    const container = document.createElement('div');
    container.innerHTML = onServer(CSS);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RootStylesheet />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(`<style data-root-stylesheet="">${CSS}</style>`);
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    errors.mockRestore();
    container.remove();
  });
});
