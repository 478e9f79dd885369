// Accept-Encoding negotiation for the pre-compressed assets (RFC 9110 §12.5.3): does the client take a coding?

/** A qvalue as RFC 9110 §12.4.2 allows it: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The names a coding may go by in the header (RFC 9110 §8.4.1.3: `x-gzip` is gzip). */
const NAMES = { gzip: ['gzip', 'x-gzip'], br: ['br'] };

/**
 * Whether a request's Accept-Encoding header allows a response in `coding`. An explicit entry for the coding
 * decides by its weight, otherwise `*` does; `q=0` means "not acceptable". No header at all answers false: such
 * clients (scripts, old proxies) get the plain file, as the compression middleware does. Entries with a
 * malformed weight are ignored rather than guessed at.
 * @param {string | string[] | undefined} header the raw header value(s)
 * @param {'gzip' | 'br'} coding
 * @returns {boolean}
 */
export function acceptsEncoding(header, coding) {
  if (header === undefined) return false;
  const names = NAMES[coding];
  const value = Array.isArray(header) ? header.join(',') : header;
  let named;
  let any;
  for (const entry of value.split(',')) {
    const [rawCoding = '', ...params] = entry.split(';');
    const name = rawCoding.trim().toLowerCase();
    if (name === '') continue;
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
    if (names.includes(name)) named = Math.max(named ?? 0, q);
    else if (name === '*') any = Math.max(any ?? 0, q);
  }
  return (named ?? any ?? 0) > 0;
}
