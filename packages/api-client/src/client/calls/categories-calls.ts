import { categoryProductsResponseSchema } from '../../schemas/result-set';
import { buildFilterQuery, type FilterQuery } from '../filter-query';
import type { Transport } from '../transport';

/** Builds the category calls. */
export function createCategoriesCalls(send: Transport) {
  return {
    /**
     * GET api/categories/{id}/products?{pairs}: `{ isSuccess, data: { result, facets, numberOfHits, sorters } }`;
     * `take` defaults to 24.
     */
    products: (id: string, filter: FilterQuery = {}) =>
      send({
        method: 'GET',
        path: `api/categories/${encodeURIComponent(id)}/products`,
        query: buildFilterQuery(filter),
        schema: categoryProductsResponseSchema,
      }),
  };
}

/** The category calls. */
export type CategoriesCalls = ReturnType<typeof createCategoriesCalls>;
