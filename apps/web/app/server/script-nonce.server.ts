/** A CSP nonce as the web server makes them: base64 of random bytes. */
const NONCE = /^[A-Za-z0-9+/]{16,}={0,2}$/;

/** Every `<script` start tag that has no nonce yet. */
const SCRIPT_WITHOUT_NONCE = /<script(?=[\s>])(?![^>]*\snonce=)/g;

/**
 * Gives every script element of the rendered document the request's CSP nonce, so the page's
 * `script-src 'nonce-…'` policy lets React Router's inline hydration and route scripts (and the JSON-LD)
 * run while any other inline script is refused. The document is complete at this point (it is sent whole),
 * and rich text from the content service went through the sanitiser, which removes script elements, so
 * every script here is the shop's own. Without a nonce (development, tests) the document is unchanged.
 *
 * @example addScriptNonce('<script type="module">x</script>', 'abc…') // '<script nonce="abc…" type="module">x</script>'
 */
export function addScriptNonce(html: string, nonce: string | undefined): string {
  if (nonce === undefined) return html;
  if (!NONCE.test(nonce)) throw new Error('A CSP nonce is base64 text of at least 16 characters');
  return html.replace(SCRIPT_WITHOUT_NONCE, `<script nonce="${nonce}"`);
}
