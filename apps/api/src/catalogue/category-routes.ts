import type { CategoryProductsResponse } from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { seesPrices } from '@storefront/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { contentLanguage } from '../http/language';
import { routeResponses } from '../http/route-responses';
import type { CatalogueResponder } from './catalogue-responder';
import { toFacets, toSorters } from './facets';
import { parseListingQuery, type TermFacetKey } from './listing-query';
import { LISTING_QUERY_DESCRIPTION, listingQueryDocsSchema } from './listing-query-schema';
import { searchListing } from './listing-search';
import type { CatalogueLookups } from './lookups';
import { loadProductCards } from './product-cards';

const paramsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: 'id must be a category id (digits)' }),
});

/** What the catalogue routes read from. */
export interface CatalogueRoutesOptions {
  db: Database;
  lookups: () => Promise<CatalogueLookups>;
  respond: CatalogueResponder;
}

/**
 * GET api/categories/{id}/products: a page of the category's products with facets and sorters (spec §7).
 * Its query pairs (repeated `filter::` keys, ranges) are read by the listing query, which keeps their order.
 */
export const categoryRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { db, lookups, respond },
) => {
  const schema = {
    tags: ['catalogue'],
    description: LISTING_QUERY_DESCRIPTION,
    params: paramsSchema,
    querystring: listingQueryDocsSchema,
    response: routeResponses({ 200: responseSchemas.categoryProducts }, 404),
  };
  app.get('/api/categories/:id/products', { schema }, (request, reply) =>
    respond(
      request,
      reply,
      async (audience): Promise<CategoryProductsResponse> => {
        const { id } = request.params;
        const input = parseListingQuery(request.query as Record<string, unknown>);
        const language = contentLanguage(request);
        const catalogue = await lookups();
        const category = catalogue.tree.byId.get(Number(id));
        if (!category) throw new ApiError(404, 'NOT_FOUND', `No category ${id}`);
        const categoryIds = catalogue.tree.subtree(category.id);
        const facetKeys: TermFacetKey[] = [
          ...(categoryIds.length > 1 ? (['Category'] as const) : []),
          'Brand',
          'Color',
          'Material',
          'Active',
        ];
        const take = input.take ?? category.itemsPerLoad;
        const hits = await searchListing(db, { language, categoryIds }, input, take, facetKeys);
        const prices = seesPrices(audience);
        const result = await loadProductCards(db, hits.ids, language, catalogue.tree, input.inclVat, prices);
        return {
          isSuccess: true,
          data: {
            result,
            facets: input.includeFacets ? toFacets(hits, input, facetKeys, language, catalogue, prices) : [],
            numberOfHits: hits.total,
            sorters: toSorters(input, language),
          },
        };
      },
      { shapedForAudience: true },
    ),
  );
};
