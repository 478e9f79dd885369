import type { Facet, Sorter } from '@storefront/api-client';

const terms = (pairs: [string, string, number][]) =>
  pairs.map(([key, userFriendlyName, count]) => ({ key, userFriendlyName, count, selected: false }));

/** Facets of an arm-chair listing for stories and tests: five term facets, MainCategory, Active and price. */
export const facetsFixture: Facet[] = [
  {
    key: 'Color',
    name: 'Colour',
    terms: terms([
      ['black', 'Black', 42],
      ['oak', 'Oak', 31],
      ['grey', 'Grey', 18],
    ]),
    ranges: null,
  },
  { key: 'Price', name: 'Price', terms: [], ranges: { min: 1990, max: 19990 } },
  {
    key: 'Brand',
    name: 'Brand',
    terms: terms([
      ['nordform', 'Nordform', 40],
      ['fjellstue', 'Fjellstue', 51],
    ]),
    ranges: null,
  },
  {
    key: 'Material',
    name: 'Material',
    terms: terms([
      ['wool', 'Wool', 30],
      ['leather', 'Leather', 12],
    ]),
    ranges: null,
  },
  {
    key: 'Category',
    name: 'Category',
    terms: terms([
      ['recliners', 'Recliners', 44],
      ['wing-chairs', 'Wing chairs', 47],
    ]),
    ranges: null,
  },
  {
    key: 'MainCategory',
    name: 'Main category',
    terms: terms([['furniture', 'Furniture', 91]]),
    ranges: null,
  },
  {
    key: 'Active',
    name: 'Show discontinued',
    terms: terms([
      ['True', 'Active products', 88],
      ['False', 'Discontinued', 3],
    ]),
    ranges: null,
  },
];

/** The sorters the API offers. */
export const sortersFixture: Sorter[] = [
  { key: 'sortOrderLatest', value: 'Latest', selected: true },
  { key: 'sortOrderPriceAsc', value: 'Price low to high', selected: false },
  { key: 'sortOrderPriceDesc', value: 'Price high to low', selected: false },
  { key: 'sortOrderName', value: 'Name', selected: false },
];
