import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { navigationNodeSchema, siteStructureNodeSchema } from '@storefront/api-client';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorAnswerSchema } from './route-responses';
import { DOCS_PAGE_CSP } from './security-headers';

/** Where the reference page answers; its OpenAPI document is at `${API_DOCS_PREFIX}/json`. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The schemas the document names as components (`#/components/schemas/{id}`): the recursive trees, which
 * cannot be written inline, and the one error body every route shares. They are named in Zod's global
 * registry, the one `.meta()` and `.describe()` write to, so the descriptions and examples of the route
 * schemas reach the document too. Naming twice (a second server in one process) only repeats the entry.
 */
function nameSchemas(): typeof z.globalRegistry {
  const named: Array<[z.ZodType, string]> = [
    [navigationNodeSchema, 'NavigationNode'],
    [siteStructureNodeSchema, 'SiteStructureNode'],
    [apiErrorAnswerSchema, 'ApiError'],
  ];
  for (const [schema, id] of named) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  return z.globalRegistry;
}

/**
 * The OpenAPI document, built from the route schemas (the same Zod schemas that validate requests), and a
 * reference page (Swagger UI, served from its npm package: no CDN). Registered before the routes, so every
 * route registered after it is described.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const schemaRegistry = nameSchemas();
  // A schema part Zod cannot describe in JSON Schema (a preprocessing step) is left open instead of failing.
  const zodToJsonConfig = { unrepresentable: 'any' } as const;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        description: 'The reference commerce and content server of the furniture shop (spec section 7).',
        version: '0.1.0',
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry, zodToJsonConfig }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry, zodToJsonConfig }),
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: DOCS_PAGE_CSP,
    uiConfig: { deepLinking: false },
  });
}
