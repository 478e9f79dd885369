import type { Page } from '@storefront/api-client';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['id', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};

/**
 * Editor HTML made safe to render: scripts, event handlers, styles and unsafe URL schemes removed.
 * External links get `target="_blank"` and `rel="noopener noreferrer"` so they open in a new tab even
 * before the client's link handling runs (spec §2).
 * @example sanitizeRichText('<p onclick="x()">Hi<script>x()</script></p>', 'shop.example') // '<p>Hi</p>'
 */
export function sanitizeRichText(html: string, host: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        let external = false;
        if (/^https?:\/\//i.test(href)) {
          try {
            external = new URL(href).host !== host;
          } catch {
            external = true;
          }
        }
        return {
          tagName,
          attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
        };
      },
    },
  });
}

/** The page with every rich-text field of its content area sanitised (a new object; the input is kept). */
export function sanitizePage<P extends Page>(page: P, host: string): P {
  return {
    ...page,
    contentArea: page.contentArea.map((block) =>
      block.blockType === 'ContentBlock' ? { ...block, html: sanitizeRichText(block.html, host) } : block,
    ),
  };
}
