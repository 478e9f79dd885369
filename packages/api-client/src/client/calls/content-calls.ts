import type { Footer, GlobalContent, Header, SiteStructure } from '../../schemas/content';
import type { Page } from '../../schemas/page';
import type { ApiResult } from '../api-result';
import type { Transport } from '../transport';

/** The content calls. */
export interface ContentCalls {
  /** GET api/content/page: the page for the full address `contextUrl` (sent as Context-Url). */
  page(contextUrl: string): Promise<ApiResult<Page>>;
  /** GET api/content/header: header links and the main navigation tree. */
  header(): Promise<ApiResult<Header>>;
  /** GET api/content/footer: footer content. */
  footer(): Promise<ApiResult<Footer>>;
  /** GET api/content/global: global texts and support contacts. */
  global(): Promise<ApiResult<GlobalContent>>;
  /** GET api/content/get-site-structure: the page tree of the language. */
  siteStructure(): Promise<ApiResult<SiteStructure>>;
}

/** Builds the content calls. */
export function createContentCalls(send: Transport): ContentCalls {
  return {
    page: (contextUrl) => send({ method: 'GET', path: 'api/content/page', contextUrl, response: 'page' }),
    header: () => send({ method: 'GET', path: 'api/content/header', response: 'header' }),
    footer: () => send({ method: 'GET', path: 'api/content/footer', response: 'footer' }),
    global: () => send({ method: 'GET', path: 'api/content/global', response: 'globalContent' }),
    siteStructure: () =>
      send({ method: 'GET', path: 'api/content/get-site-structure', response: 'siteStructure' }),
  };
}
