// Accept-Encoding negotiation for the pre-compressed assets (RFC 9110 §12.5.3): does the client take gzip?

/** A qvalue as RFC 9110 §12.4.2 allows it: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Whether a request's Accept-Encoding header allows a gzip-encoded response. An explicit `gzip` (or its alias
 * `x-gzip`) entry decides by its weight, otherwise `*` does; `q=0` means "not acceptable". No header at all
 * answers false: such clients (scripts, old proxies) get the plain file, as the compression middleware does.
 * Entries with a malformed weight are ignored rather than guessed at.
 * @param {string | string[] | undefined} header the raw header value(s)
 * @returns {boolean}
 */
export function acceptsGzip(header) {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  let gzip;
  let any;
  for (const entry of value.split(',')) {
    const [rawCoding = '', ...params] = entry.split(';');
    const coding = rawCoding.trim().toLowerCase();
    if (coding === '') continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [rawName = '', rawValue = ''] = param.split('=');
      if (rawName.trim().toLowerCase() !== 'q') continue;
      const weight = rawValue.trim();
      if (QVALUE.test(weight)) q = Number(weight);
      else valid = false;
    }
    if (!valid) continue;
    // A repeated coding keeps its highest weight: the client accepts it if any entry says so.
    if (coding === 'gzip' || coding === 'x-gzip') gzip = Math.max(gzip ?? 0, q);
    else if (coding === '*') any = Math.max(any ?? 0, q);
  }
  return (gzip ?? any ?? 0) > 0;
}
