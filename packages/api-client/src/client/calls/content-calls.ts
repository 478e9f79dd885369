import { footerSchema, globalContentSchema, headerSchema, siteStructureSchema } from '../../schemas/content';
import { pageSchema } from '../../schemas/page';
import type { Transport } from '../transport';

/** Builds the content calls. */
export function createContentCalls(send: Transport) {
  return {
    /** GET api/content/page: the page for the full address `contextUrl` (sent as Context-Url). */
    page: (contextUrl: string) =>
      send({ method: 'GET', path: 'api/content/page', contextUrl, schema: pageSchema }),
    /** GET api/content/header: header links and the main navigation tree. */
    header: () => send({ method: 'GET', path: 'api/content/header', schema: headerSchema }),
    /** GET api/content/footer: footer content. */
    footer: () => send({ method: 'GET', path: 'api/content/footer', schema: footerSchema }),
    /** GET api/content/global: global texts and support contacts. */
    global: () => send({ method: 'GET', path: 'api/content/global', schema: globalContentSchema }),
    /** GET api/content/get-site-structure: the page tree of the language. */
    siteStructure: () =>
      send({ method: 'GET', path: 'api/content/get-site-structure', schema: siteStructureSchema }),
  };
}

/** The content calls. */
export type ContentCalls = ReturnType<typeof createContentCalls>;
