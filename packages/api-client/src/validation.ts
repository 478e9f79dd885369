// The `@storefront/api-client/validation` entry: Zod-backed answer checking, kept out of the main entry so an
// app that never validates (a browser) never bundles Zod through the client.
export type { ResponseSchemas } from './client/response-schemas';
export { responseSchemas } from './client/response-schemas';
export { createResponseValidator, validateResponse } from './client/validate-response';
