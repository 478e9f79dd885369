/** What a link does when followed (spec §2 navigation behaviour). */
export type LinkKind = 'hash' | 'internal' | 'mailto' | 'external';

/**
 * Decides how a link is followed: a leading '#' scrolls smoothly in the page; same-host or relative
 * addresses navigate in place; mailto (and tel) set the location; anything else opens a new tab.
 * @example classifyLink('#reviews', 'shop.example') // 'hash'
 * @example classifyLink('/en/about', 'shop.example') // 'internal'
 * @example classifyLink('https://shop.example/en/about', 'shop.example') // 'internal'
 * @example classifyLink('mailto:help@shop.example', 'shop.example') // 'mailto'
 * @example classifyLink('https://elsewhere.example/', 'shop.example') // 'external'
 */
export function classifyLink(href: string, currentHost: string): LinkKind {
  const value = href.trim();
  if (value.startsWith('#')) return 'hash';
  if (/^(mailto|tel):/i.test(value)) return 'mailto';
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) {
    try {
      const url = new URL(value, `http://${currentHost || 'localhost'}`);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host === currentHost)
        return 'internal';
    } catch {
      return 'external';
    }
    return 'external';
  }
  return 'internal';
}

/**
 * The in-app path of an internal address: same-host absolute URLs lose their origin.
 * @example toInAppPath('https://shop.example/en/about?x=1#top') // '/en/about?x=1#top'
 * @example toInAppPath('/en/about') // '/en/about'
 */
export function toInAppPath(href: string): string {
  if (!/^[a-z][a-z\d+.-]*:/i.test(href) && !href.startsWith('//')) return href;
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}
