import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-page.server';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">Hello<script>steal()</script> <a href="javascript:steal()">x</a><img src="x" onerror="steal()"></p>';
    const clean = sanitizeRichText(html, 'shop.example');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript/);
    expect(clean).toContain('<p>Hello');
  });

  it('opens external links in a new tab and leaves internal ones alone', () => {
    const clean = sanitizeRichText(
      '<a href="https://elsewhere.example/">out</a><a href="/en/about">in</a><a href="http://shop.example/en">same</a>',
      'shop.example',
    );
    expect(clean).toContain(
      '<a href="https://elsewhere.example/" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(clean).toContain('<a href="/en/about">in</a>');
    expect(clean).toContain('<a href="http://shop.example/en">same</a>');
  });

  it('keeps mailto links and headings', () => {
    expect(sanitizeRichText('<h2>Contact</h2><a href="mailto:a@b.no">mail</a>', 'shop.example')).toBe(
      '<h2>Contact</h2><a href="mailto:a@b.no">mail</a>',
    );
  });
});
