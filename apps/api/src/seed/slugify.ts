const FOLD: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', é: 'e', ö: 'o', ä: 'a', ü: 'u' };

/**
 * Turns a name into an address segment: lower case ASCII letters, digits and hyphens.
 * @example slugify('Tromsø ørelappstol') // 'tromso-orelappstol'
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåéöäü]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
