// The request paths of the API benchmark's scenarios (run.mjs, compare.mjs), built from the live catalogue.
/** The request paths of each scenario, built from the live catalogue so every request hits real data. */
export async function scenarios(base, { headers, ordersPerSecond }) {
  const header = await (await fetch(`${base}/api/content/header`, { headers })).json();
  const mids = header.mainNavigation.flatMap((top) => top.children).map((node) => node.url);
  const categories = [];
  const categoryIds = [];
  for (const url of mids.slice(0, 12)) {
    const page = await (
      await fetch(`${base}/api/content/page`, {
        headers: { ...headers, 'context-url': `http://bench${url}` },
      })
    ).json();
    categoryIds.push(page.categoryId);
    const listing = await (
      await fetch(`${base}/api/categories/${page.categoryId}/products?take=1`, { headers })
    ).json();
    const facet = (key) => listing.data.facets.find((item) => item.key === key);
    const brands = facet('Brand')?.terms ?? [];
    const colors = facet('Color')?.terms ?? [];
    const range = facet('Price')?.ranges ?? { min: 0, max: 100000 };
    // The target page: facets on, two `filter::` facets with two terms each and a price range (the middle half).
    const low = Math.round(range.min + (range.max - range.min) / 4);
    const high = Math.round(range.max - (range.max - range.min) / 4);
    const middle = Math.round((range.min + range.max) / 2);
    const path = `/api/categories/${page.categoryId}/products?take=24&includeFacets=true`;
    // Four filter combinations per category (48 paths): different brands, colours, price ranges, sorters,
    // in-stock and a second page, so the cached run does not live off a handful of answers.
    categories.push(
      `${path}&sortOrder=sortOrderLatest&filter::Brand=${brands[0]?.key};${brands[1]?.key}&filter::Color=${colors[0]?.key};${colors[1]?.key}&filter::Price=${low}-${high}`,
      `${path}&sortOrder=sortOrderPriceAsc&filter::Brand=${brands[2]?.key}&filter::Color=${colors[2]?.key};${colors[3]?.key}&filter::Price=${low}-${high}&instock=true`,
      `${path}&sortOrder=sortOrderPriceDesc&filter::Brand=${brands[1]?.key};${brands[3]?.key}&filter::Color=${colors[1]?.key}&filter::Price=${Math.round(range.min)}-${middle}`,
      `${path}&sortOrder=sortOrderLatest&skip=24&filter::Brand=${brands[0]?.key};${brands[4]?.key}&filter::Color=${colors[4]?.key};${colors[5]?.key}&filter::Price=${middle}-${Math.round(range.max)}&instock=true`,
    );
  }
  const words = [
    'sofa',
    'oak chair',
    'lamp',
    'wool rug',
    'oslo',
    'table',
    'velvet',
    'bergen shelf',
    'recliner',
    'garden',
  ];
  const search = words.map((word) => `/api/search?query=${encodeURIComponent(word)}&take=24`);
  const quick = words.map((word) => `/api/search/quick-search?query=${encodeURIComponent(word)}`);
  // Browsing as a shop sees it: mostly category pages, a full search and a quick search every 8 requests.
  const mixed = [];
  categories.forEach((path, index) => {
    mixed.push({ path, listing: true });
    if (index % 4 === 3) {
      const word = (index - 3) / 4;
      mixed.push({ path: word % 2 === 0 ? search[word % 10] : quick[word % 10], listing: false });
    }
  });
  return {
    categoryIds,
    list: [
      {
        name: 'category + facets (2 filters, price)',
        paths: categories.map((path) => ({ path, listing: true })),
      },
      { name: 'full search', paths: search.map((path) => ({ path, listing: false })) },
      { name: 'quick search', paths: quick.map((path) => ({ path, listing: false })) },
    ],
    mixed: { name: `mixed, ${ordersPerSecond} orders/s: category pages`, paths: mixed },
  };
}
