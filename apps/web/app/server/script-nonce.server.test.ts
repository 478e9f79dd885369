import { describe, expect, it } from 'vitest';
import { addScriptNonce } from './script-nonce.server';

const nonce = 'cmFuZG9tLW5vbmNlLTEyMzQ=';

describe('addScriptNonce', () => {
  it('gives every script element the nonce, whatever its attributes', () => {
    const html =
      '<head><script>window.__rr=1</script><script type="module" async="">import "x"</script></head>' +
      '<body><script type="application/ld+json">{}</script><scripts-list></scripts-list></body>';
    expect(addScriptNonce(html, nonce)).toBe(
      `<head><script nonce="${nonce}">window.__rr=1</script><script nonce="${nonce}" type="module" async="">import "x"</script></head>` +
        `<body><script nonce="${nonce}" type="application/ld+json">{}</script><scripts-list></scripts-list></body>`,
    );
  });
  it('leaves a script that has a nonce alone, and the page without a nonce unchanged', () => {
    const html = '<script nonce="other">x</script>';
    expect(addScriptNonce(html, nonce)).toBe(html);
    expect(addScriptNonce('<script>x</script>', undefined)).toBe('<script>x</script>');
  });
  it('refuses a nonce that could break out of the attribute', () => {
    expect(() => addScriptNonce('<script></script>', '"><img src=x onerror=alert(1)>')).toThrow();
  });
});
