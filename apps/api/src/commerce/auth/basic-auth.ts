/** E-mail and password carried by an `Authorization: Basic` header. */
export interface BasicCredentials {
  email: string;
  password: string;
}

/**
 * Reads `Authorization: Basic base64(email:password)`; undefined when absent or malformed.
 * The password may itself contain ':' so only the first one separates the parts.
 */
export function parseBasicAuthorization(header: string | undefined): BasicCredentials | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  const email = decoded.slice(0, colon).trim();
  const password = decoded.slice(colon + 1);
  if (!email || !password) return undefined;
  return { email, password };
}
