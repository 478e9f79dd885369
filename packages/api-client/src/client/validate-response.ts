import { type ResponseSchemas, responseSchemas } from './response-schemas';
import type { ResponseValidator } from './response-validator';

/**
 * Builds a validator that checks each answer against its Zod schema; the issues of a mismatch become the
 * exception's `data`.
 * @example createApiClient({ apiBase, validator: createResponseValidator({ ...responseSchemas, cart: strictCart }) })
 */
export function createResponseValidator(schemas: ResponseSchemas = responseSchemas): ResponseValidator {
  return (key, body) => {
    const parsed = schemas[key].safeParse(body);
    return parsed.success
      ? { valid: true, data: parsed.data }
      : { valid: false, issues: parsed.error.issues };
  };
}

/**
 * The Zod validator for every answer of the API. Pass it where bundle size does not matter (a server, tests):
 * @example
 * import { validateResponse } from '@storefront/api-client/validation';
 * const api = createApiClient({ apiBase: 'http://127.0.0.1:4000', validator: validateResponse });
 */
export const validateResponse: ResponseValidator = createResponseValidator();
