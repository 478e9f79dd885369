import { isIP } from 'node:net';

/** Address names Express (proxy-addr) knows. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IP address, or an address with a CIDR prefix length that fits it. */
function isAddressOrRange(entry) {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY, the hops in front of the web server whose `X-Forwarded-For` and `X-Forwarded-Proto` are
 * believed (Express's `trust proxy`): unset or `false` trusts none; a number trusts that many hops; a list of
 * addresses, CIDR ranges or the names `loopback`, `linklocal` and `uniquelocal` trusts those peers. `true`
 * (trust whoever connects) is refused: any visitor could then claim any address or TLS.
 *
 * @param {string | undefined} raw
 * @returns {{ value: false | number | string[] } | { error: string }}
 */
export function parseTrustProxy(raw) {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return { value: hops };
    return { error: `TRUST_PROXY must be a hop count from 1 to 10, got '${raw}'` };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
  if (bad !== undefined) {
    return {
      error: `TRUST_PROXY must be false, a hop count, or addresses, CIDR ranges and loopback/linklocal/uniquelocal separated by commas; '${bad}' is none of these`,
    };
  }
  return { value: entries };
}
