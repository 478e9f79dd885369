import type { CategoryProductsResponse } from '../../schemas/result-set';
import type { ApiResult } from '../api-result';
import { buildFilterQuery, type FilterQuery } from '../filter-query';
import type { Transport } from '../transport';

/** The category calls. */
export interface CategoriesCalls {
  /**
   * GET api/categories/{id}/products?{pairs}: `{ isSuccess, data: { result, facets, numberOfHits, sorters } }`;
   * `take` defaults to 24.
   */
  products(id: string, filter?: FilterQuery): Promise<ApiResult<CategoryProductsResponse>>;
}

/** Builds the category calls. */
export function createCategoriesCalls(send: Transport): CategoriesCalls {
  return {
    products: (id, filter = {}) =>
      send({
        method: 'GET',
        path: `api/categories/${encodeURIComponent(id)}/products`,
        query: buildFilterQuery(filter),
        response: 'categoryProducts',
      }),
  };
}
