import type { InferInsertModel } from 'drizzle-orm';
import type { navigationItems, pages, redirects, searchTerms, siteContent } from '../db/schema';
import type { PlacedLeaf } from './generate-catalogue';
import { BANNER_IMAGE_SIZE, bannerSrc } from './image-urls';
import { ASSORTMENT_SLUG, type Bilingual, CATEGORY_TREE, COLORS, SERIES } from './taxonomy';

const LANGUAGES = ['no', 'en'] as const;
type Lang = (typeof LANGUAGES)[number];

/** A content-area block as stored: product listing blocks keep product codes, resolved to cards on read. */
export type StoredBlock =
  | { blockId: string; blockType: 'ContentBlock'; heading: string | null; html: string }
  | { blockId: string; blockType: 'ProductListingBlock'; heading: string | null; productCodes: string[] }
  | {
      blockId: string;
      blockType: 'CTAContainer';
      heading: string | null;
      ctas: Array<{ text: string; url: string; variant: 'primary' | 'secondary' }>;
    }
  | {
      blockId: string;
      blockType: 'HeroBlock';
      heading: string;
      text: string | null;
      image: StoredImage | null;
      link: { title: string; url: string } | null;
    };

/** An image as stored in content. */
export interface StoredImage {
  src: string;
  alt: string;
  title: string;
  width: number;
  height: number;
}

/** The `data` column of a page row. */
export interface StoredPageData {
  hero: {
    heading: string;
    text: string | null;
    image: StoredImage | null;
    link: { title: string; url: string } | null;
  } | null;
  contentArea: StoredBlock[];
}

interface PageSpec {
  key: string;
  pageType: string;
  parent: string | null;
  /** Address segments below the language root; '' for home. Static pages have no trailing slash. */
  path: Bilingual;
  staticPage?: boolean;
  title: Bilingual;
  description: Bilingual;
  searchable: boolean;
  disableIndexing?: boolean;
  body?: Bilingual;
  hero?: {
    heading: Bilingual;
    text: Bilingual | null;
    kind: string;
    color: string;
    link?: { title: Bilingual; url: Bilingual };
  };
}

const t = (no: string, en: string): Bilingual => ({ no, en });

/** Every content page (one per page type of spec §2, plus a few articles), per language. */
const PAGE_SPECS: PageSpec[] = [
  {
    key: 'home',
    pageType: 'StartPage',
    parent: null,
    path: t('', ''),
    title: t('Hjem', 'Home'),
    description: t(
      'Møbler og interiør med skandinavisk design.',
      'Furniture and interiors with Scandinavian design.',
    ),
    searchable: false,
    hero: {
      heading: t('Gjør hjemmet ditt lunere', 'Make your home cosier'),
      text: t(
        'Nye sofaer, lenestoler og lamper for vinteren.',
        'New sofas, arm chairs and lamps for the winter.',
      ),
      kind: 'sofa',
      color: 'green',
      link: {
        title: t('Se sofaer', 'See sofas'),
        url: t('/no/sortiment/mobler/sofaer/', '/en/assortment/furniture/sofas/'),
      },
    },
  },
  {
    key: 'assortment',
    pageType: 'StorefrontPage',
    parent: 'home',
    path: t(`${ASSORTMENT_SLUG.no}/`, `${ASSORTMENT_SLUG.en}/`),
    title: t('Sortiment', 'Assortment'),
    description: t('Hele sortimentet vårt.', 'Our whole assortment.'),
    searchable: true,
    body: t(
      'Møbler, belysning, tekstiler og utemøbler.',
      'Furniture, lighting, textiles and outdoor furniture.',
    ),
  },
  {
    key: 'inspiration',
    pageType: 'InspirationPage',
    parent: 'home',
    path: t('inspirasjon/', 'inspiration/'),
    title: t('Inspirasjon', 'Inspiration'),
    description: t('Ideer til et vakrere hjem.', 'Ideas for a more beautiful home.'),
    searchable: true,
    body: t(
      'Ideer og råd om innredning, farger og materialer.',
      'Ideas and advice on interiors, colours and materials.',
    ),
    hero: {
      heading: t('Inspirasjon', 'Inspiration'),
      text: t('Ideer til hvert rom.', 'Ideas for every room.'),
      kind: 'arm-chair',
      color: 'rust',
    },
  },
  {
    key: 'scandinavian-living',
    pageType: 'InspirationPage',
    parent: 'inspiration',
    path: t('inspirasjon/skandinavisk-hjem/', 'inspiration/scandinavian-living/'),
    title: t('Skandinavisk hjem', 'Scandinavian living'),
    description: t(
      'Lyst, enkelt og lunt: slik får du det skandinaviske uttrykket.',
      'Light, simple and cosy: how to get the Scandinavian look.',
    ),
    searchable: true,
    body: t(
      'Lyse flater, naturlige materialer som eik og ull, og lamper som gir et varmt lys. Kombiner en lun sofa med et enkelt sofabord.',
      'Light surfaces, natural materials such as oak and wool, and lamps that give warm light. Pair a cosy sofa with a simple coffee table.',
    ),
    hero: { heading: t('Skandinavisk hjem', 'Scandinavian living'), text: null, kind: 'table', color: 'oak' },
  },
  {
    key: 'small-spaces',
    pageType: 'InspirationPage',
    parent: 'inspiration',
    path: t('inspirasjon/sma-rom/', 'inspiration/small-spaces/'),
    title: t('Små rom', 'Small spaces'),
    description: t('Smarte møbler for små leiligheter.', 'Clever furniture for small flats.'),
    searchable: true,
    body: t(
      'Velg sovesofa, stablestoler og hyller som går helt opp til taket. Speil og lyse farger får rommet til å virke større.',
      'Choose a sofa bed, stacking chairs and shelves that reach the ceiling. Mirrors and light colours make a room feel larger.',
    ),
  },
  {
    key: 'campaigns',
    pageType: 'CampaignPage',
    parent: 'home',
    path: t('kampanjer/black-week/', 'campaigns/black-week/'),
    title: t('Black Week', 'Black Week'),
    description: t('20 % på utvalgte møbler hele uken.', '20% off selected furniture all week.'),
    searchable: true,
    body: t(
      'Black Week: 20 % på utvalgte sofaer, lenestoler og bord.',
      'Black Week: 20% off selected sofas, arm chairs and tables.',
    ),
    hero: {
      heading: t('Black Week', 'Black Week'),
      text: t('20 % på utvalgte møbler.', '20% off selected furniture.'),
      kind: 'arm-chair',
      color: 'black',
    },
  },
  {
    key: 'customer-service',
    pageType: 'InformationPage',
    parent: 'home',
    path: t('kundeservice/', 'customer-service/'),
    title: t('Kundeservice', 'Customer service'),
    description: t(
      'Vi hjelper deg med bestilling, levering og retur.',
      'We help with orders, delivery and returns.',
    ),
    searchable: true,
    body: t(
      'Kontakt kundeservice på e-post eller telefon. Vi svarer på spørsmål om levering, retur, reklamasjon og bedriftskonto.',
      'Contact customer service by e-mail or phone. We answer questions about delivery, returns, complaints and business accounts.',
    ),
  },
  {
    key: 'returns',
    pageType: 'InformationPage',
    parent: 'customer-service',
    path: t('kundeservice/retur/', 'customer-service/returns/'),
    title: t('Retur og bytte', 'Returns and exchanges'),
    description: t('365 dagers åpent kjøp.', '365-day returns.'),
    searchable: true,
    body: t(
      'Du kan returnere varer i 365 dager. Varen må være ubrukt.',
      'You can return items within 365 days. The item must be unused.',
    ),
  },
  {
    key: 'delivery',
    pageType: 'InformationPage',
    parent: 'customer-service',
    path: t('kundeservice/levering/', 'customer-service/delivery/'),
    title: t('Levering', 'Delivery'),
    description: t('Levering hjem eller til hentested.', 'Home delivery or pick-up point.'),
    searchable: true,
    body: t(
      'Fri frakt over 5 000 kr. Store møbler leveres med bærehjelp.',
      'Free delivery over 5,000 kr. Large furniture is delivered with carrying help.',
    ),
  },
  {
    key: 'about-us',
    pageType: 'StandardPage',
    parent: 'home',
    path: t('om-oss/', 'about-us/'),
    title: t('Om oss', 'About us'),
    description: t('Nordisk møbelhandel siden 1962.', 'Nordic furniture retailer since 1962.'),
    searchable: true,
    body: t(
      'Vi har solgt møbler og interiør siden 1962, til hjem og til bedrifter.',
      'We have sold furniture and interiors since 1962, to homes and businesses.',
    ),
  },
  {
    key: 'business',
    pageType: 'StandardPage',
    parent: 'home',
    path: t('bedrift/', 'business/'),
    title: t('Bedriftskunde', 'Business customers'),
    description: t(
      'Innredning for kontor, hotell og offentlige rom.',
      'Interiors for offices, hotels and public spaces.',
    ),
    searchable: true,
    body: t(
      'Som bedriftskunde får du egne priser, hurtigbestilling og FDV-dokumentasjon.',
      'As a business customer you get your own prices, quick order and FDV documents.',
    ),
  },
  ...[
    [
      'quick-order',
      'QuickOrderPage',
      t('hurtigbestilling', 'quick-order'),
      t('Hurtigbestilling', 'Quick order'),
    ],
    ['fdv', 'FdvPage', t('fdv-dokumentasjon', 'fdv-documents'), t('FDV-dokumentasjon', 'FDV documents')],
    ['account', 'AccountPage', t('konto', 'account'), t('Min konto', 'My account')],
    ['cart', 'CartPage', t('handlekurv', 'cart-page'), t('Handlekurv', 'Cart')],
    ['checkout', 'CheckoutPage', t('kasse', 'checkout'), t('Kasse', 'Checkout')],
    [
      'order-confirmation',
      'OrderConfirmationPage',
      t('ordrebekreftelse', 'order-confirmation'),
      t('Ordrebekreftelse', 'Order confirmation'),
    ],
    ['search', 'SearchPage', t('sok', 'search'), t('Søk', 'Search')],
    [
      'forgot-password',
      'ForgotPasswordPage',
      t('glemt-passord', 'forgot-password'),
      t('Glemt passord', 'Forgot password'),
    ],
    ['not-found', 'NotFoundPage', t('ikke-funnet', 'not-found'), t('Siden finnes ikke', 'Page not found')],
    ['error', 'ErrorPage', t('feil', 'error'), t('Noe gikk galt', 'Something went wrong')],
    [
      'block-preview',
      'BlockPreviewPage',
      t('blokkvisning', 'block-preview'),
      t('Blokkvisning', 'Block preview'),
    ],
    ['storybook', 'StorybookPage', t('storybook', 'storybook'), t('Komponentbibliotek', 'Component library')],
  ].map(([key, pageType, path, title]) => ({
    key: key as string,
    pageType: pageType as string,
    parent: 'home',
    path: path as Bilingual,
    staticPage: true,
    title: title as Bilingual,
    description: title as Bilingual,
    searchable: false,
    disableIndexing: true,
  })),
];

/** Page types listed in global settings' staticPages. */
const STATIC_PAGE_TYPES = new Set([
  'SearchPage',
  'AccountPage',
  'CartPage',
  'CheckoutPage',
  'OrderConfirmationPage',
  'NotFoundPage',
  'ErrorPage',
  'QuickOrderPage',
  'ForgotPasswordPage',
  // The account page links to the FDV documents through this entry (selectStaticPageUrl 'FdvPage').
  'FdvPage',
]);

function pageUrl(lang: Lang, spec: PageSpec): string {
  return `/${lang}/${spec.path[lang]}`;
}

function image(kind: string, color: string, alt: string): StoredImage {
  return { src: bannerSrc(kind, color), alt, title: alt, ...BANNER_IMAGE_SIZE };
}

function contentArea(lang: Lang, spec: PageSpec, featuredCodes: string[]): StoredBlock[] {
  const blocks: StoredBlock[] = [];
  if (spec.body) {
    blocks.push({
      blockId: `${spec.key}-text`,
      blockType: 'ContentBlock',
      heading: spec.title[lang],
      html: `<p>${spec.body[lang]}</p>`,
    });
  }
  if (
    spec.pageType === 'StartPage' ||
    spec.pageType === 'CampaignPage' ||
    spec.pageType === 'BlockPreviewPage'
  ) {
    blocks.push({
      blockId: `${spec.key}-hero-block`,
      blockType: 'HeroBlock',
      heading: lang === 'no' ? 'Lys opp vinteren' : 'Light up the winter',
      text: lang === 'no' ? 'Lamper som gir varmt og godt lys.' : 'Lamps that give warm, gentle light.',
      image: image('floor-lamp', 'yellow', lang === 'no' ? 'Gulvlampe' : 'Floor lamp'),
      link: {
        title: lang === 'no' ? 'Se belysning' : 'See lighting',
        url: lang === 'no' ? '/no/sortiment/belysning/' : '/en/assortment/lighting/',
      },
    });
    blocks.push({
      blockId: `${spec.key}-popular`,
      blockType: 'ProductListingBlock',
      heading: lang === 'no' ? 'Populære produkter' : 'Popular products',
      productCodes: featuredCodes,
    });
    blocks.push({
      blockId: `${spec.key}-ctas`,
      blockType: 'CTAContainer',
      heading: lang === 'no' ? 'Finn det du trenger' : 'Find what you need',
      ctas: [
        {
          text: lang === 'no' ? 'Møbler' : 'Furniture',
          url: lang === 'no' ? '/no/sortiment/mobler/' : '/en/assortment/furniture/',
          variant: 'primary',
        },
        {
          text: lang === 'no' ? 'Inspirasjon' : 'Inspiration',
          url: lang === 'no' ? '/no/inspirasjon/' : '/en/inspiration/',
          variant: 'secondary',
        },
      ],
    });
    blocks.push({
      blockId: `${spec.key}-about`,
      blockType: 'ContentBlock',
      heading: lang === 'no' ? 'Skandinavisk design siden 1962' : 'Scandinavian design since 1962',
      html:
        lang === 'no'
          ? '<p>Vi lager møbler som tåler hverdagen, i materialer som blir vakrere med årene.</p>'
          : '<p>We make furniture for everyday life, in materials that grow more beautiful with the years.</p>',
    });
  }
  return blocks;
}

/** Rows of the content tables. */
export interface ContentRows {
  pages: InferInsertModel<typeof pages>[];
  redirects: InferInsertModel<typeof redirects>[];
  navigationItems: InferInsertModel<typeof navigationItems>[];
  siteContent: InferInsertModel<typeof siteContent>[];
  searchTerms: InferInsertModel<typeof searchTerms>[];
}

/**
 * Builds pages, redirects, navigation, header, footer, global content, global settings and search terms.
 * `featuredCodes` are the products shown in the start page's product listing block.
 */
export function generateContent(leaves: PlacedLeaf[], featuredCodes: string[]): ContentRows {
  const rows: ContentRows = {
    pages: [],
    redirects: [],
    navigationItems: [],
    siteContent: [],
    searchTerms: [],
  };
  const keyIndex = new Map(PAGE_SPECS.map((spec, index) => [spec.key, index]));
  const pageId = (index: number, lang: Lang) => index * 2 + (lang === 'no' ? 1 : 2);
  PAGE_SPECS.forEach((spec, index) => {
    for (const lang of LANGUAGES) {
      const hero = spec.hero
        ? {
            heading: spec.hero.heading[lang],
            text: spec.hero.text ? spec.hero.text[lang] : null,
            image: image(spec.hero.kind, spec.hero.color, spec.hero.heading[lang]),
            link: spec.hero.link
              ? { title: spec.hero.link.title[lang], url: spec.hero.link.url[lang] }
              : null,
          }
        : null;
      const data: StoredPageData = { hero, contentArea: contentArea(lang, spec, featuredCodes) };
      const parentIndex = spec.parent ? keyIndex.get(spec.parent) : undefined;
      rows.pages.push({
        id: pageId(index, lang),
        pageKey: spec.key,
        language: lang,
        pageType: spec.pageType,
        url: pageUrl(lang, spec),
        parentId: parentIndex === undefined ? null : pageId(parentIndex, lang),
        position: index,
        title: spec.title[lang],
        metaDescription: spec.description[lang],
        disableIndexing: spec.disableIndexing ?? false,
        searchable: spec.searchable,
        data: data as unknown as Record<string, unknown>,
        bodyText: [spec.description[lang], spec.body?.[lang] ?? ''].join(' '),
      });
    }
  });

  rows.redirects.push(
    { fromUrl: '/en/old-sofas/', toUrl: '/en/assortment/furniture/sofas/', permanent: true },
    { fromUrl: '/no/gamle-sofaer/', toUrl: '/no/sortiment/mobler/sofaer/', permanent: true },
    { fromUrl: '/en/about/', toUrl: '/en/about-us/', permanent: true },
    { fromUrl: '/no/om/', toUrl: '/no/om-oss/', permanent: true },
    { fromUrl: '/en/home/', toUrl: '/en/', permanent: true },
  );

  // Main navigation: the category tree (icons), then inspiration (images) and campaigns.
  let navId = 1;
  for (const lang of LANGUAGES) {
    const base = `/${lang}/${ASSORTMENT_SLUG[lang]}/`;
    CATEGORY_TREE.forEach((top, topIndex) => {
      const topId = navId++;
      rows.navigationItems.push({
        id: topId,
        language: lang,
        parentId: null,
        position: topIndex,
        title: top.name[lang],
        url: `${base}${top.slug[lang]}/`,
        type: 'CategoryBase',
        iconName: top.iconName,
        imageSrc: null,
        renderOption: 'icons',
      });
      top.children.forEach((mid, midIndex) => {
        const midId = navId++;
        rows.navigationItems.push({
          id: midId,
          language: lang,
          parentId: topId,
          position: midIndex,
          title: mid.name[lang],
          url: `${base}${top.slug[lang]}/${mid.slug[lang]}/`,
          type: 'CategoryBase',
          iconName: mid.iconName,
          imageSrc: null,
          renderOption: null,
        });
        mid.children.forEach((leaf, leafIndex) => {
          rows.navigationItems.push({
            id: navId++,
            language: lang,
            parentId: midId,
            position: leafIndex,
            title: leaf.name[lang],
            url: `${base}${top.slug[lang]}/${mid.slug[lang]}/${leaf.slug[lang]}/`,
            type: 'CategoryBase',
            iconName: null,
            imageSrc: null,
            renderOption: null,
          });
        });
      });
    });
    const inspirationId = navId++;
    rows.navigationItems.push({
      id: inspirationId,
      language: lang,
      parentId: null,
      position: CATEGORY_TREE.length,
      title: lang === 'no' ? 'Inspirasjon' : 'Inspiration',
      url: `/${lang}/${lang === 'no' ? 'inspirasjon' : 'inspiration'}/`,
      type: 'InspirationPage',
      iconName: 'lightbulb',
      imageSrc: null,
      renderOption: 'images',
    });
    const articles = PAGE_SPECS.filter((spec) => spec.parent === 'inspiration');
    articles.forEach((spec, position) => {
      rows.navigationItems.push({
        id: navId++,
        language: lang,
        parentId: inspirationId,
        position,
        title: spec.title[lang],
        url: pageUrl(lang, spec),
        type: spec.pageType,
        iconName: null,
        imageSrc: bannerSrc(position === 0 ? 'table' : 'sofa', COLORS[position + 3]?.key ?? 'beige'),
        renderOption: null,
      });
    });
    rows.navigationItems.push({
      id: navId++,
      language: lang,
      parentId: null,
      position: CATEGORY_TREE.length + 1,
      title: 'Black Week',
      url: lang === 'no' ? '/no/kampanjer/black-week/' : '/en/campaigns/black-week/',
      type: 'CampaignPage',
      iconName: 'tag',
      imageSrc: null,
      renderOption: null,
    });
  }

  for (const lang of LANGUAGES) {
    const specByKey = (key: string) => PAGE_SPECS.find((spec) => spec.key === key) as PageSpec;
    const link = (key: string) => ({ title: specByKey(key).title[lang], url: pageUrl(lang, specByKey(key)) });
    rows.siteContent.push({
      language: lang,
      key: 'header',
      data: {
        links: ['customer-service', 'business', 'quick-order', 'inspiration'].map((key) => ({
          id: key,
          ...link(key),
        })),
        root: { id: 'home', url: `/${lang}/`, title: lang === 'no' ? 'Hjem' : 'Home' },
      },
    });
    rows.siteContent.push({
      language: lang,
      key: 'footer',
      data: {
        copyright: lang === 'no' ? '© 2026 Storefront Møbler AS' : '© 2026 Storefront Furniture Ltd',
        footerLeftHeader: lang === 'no' ? 'Møbler for hele hjemmet' : 'Furniture for the whole home',
        socialLinks: [
          { title: 'Instagram', url: 'https://www.instagram.com/storefront', iconName: 'instagram' },
          { title: 'Facebook', url: 'https://www.facebook.com/storefront', iconName: 'facebook' },
          { title: 'Pinterest', url: 'https://www.pinterest.com/storefront', iconName: 'pinterest' },
        ],
        featuredArea: {
          heading: lang === 'no' ? 'Handle trygt' : 'Shop with confidence',
          text: lang === 'no' ? 'Rask levering og enkel retur.' : 'Fast delivery and easy returns.',
          feature: [
            {
              iconName: 'truck',
              text: lang === 'no' ? 'Fri frakt over 5 000 kr' : 'Free delivery over 5,000 kr',
            },
            { iconName: 'return', text: lang === 'no' ? '365 dagers åpent kjøp' : '365-day returns' },
            { iconName: 'shield', text: lang === 'no' ? 'Trygg betaling' : 'Secure payment' },
          ],
        },
        linkColumns: [
          {
            heading: lang === 'no' ? 'Kundeservice' : 'Customer service',
            links: ['customer-service', 'returns', 'delivery'].map(link),
          },
          {
            heading: lang === 'no' ? 'Om oss' : 'About us',
            links: ['about-us', 'business', 'inspiration'].map(link),
          },
          {
            heading: lang === 'no' ? 'Min side' : 'My pages',
            links: ['account', 'cart', 'quick-order', 'fdv'].map(link),
          },
        ],
      },
    });
    rows.siteContent.push({
      language: lang,
      key: 'global',
      data: {
        loginInformationText:
          lang === 'no'
            ? 'Logg inn for å se priser, handle og følge bestillingene dine.'
            : 'Sign in to see prices, shop and follow your orders.',
        contactEmailAddress: 'post@storefront.example',
        supportEmailAddress: 'support@storefront.example',
        supportPhoneNumber: '+47 22 00 00 00',
        supportPage: link('customer-service'),
      },
    });
    const countries = [
      { code: 'NO', name: lang === 'no' ? 'Norge' : 'Norway', url: `/${lang}/` },
      { code: 'SE', name: lang === 'no' ? 'Sverige' : 'Sweden', url: 'https://se.storefront.example/' },
      { code: 'DK', name: lang === 'no' ? 'Danmark' : 'Denmark', url: 'https://dk.storefront.example/' },
      { code: 'FI', name: lang === 'no' ? 'Finland' : 'Finland', url: 'https://fi.storefront.example/' },
    ];
    rows.siteContent.push({
      language: lang,
      key: 'globalSettings',
      data: {
        currency: 'SEK',
        market: 'NO',
        marketThreeLetterCode: 'NOR',
        languageRoute: lang,
        staticPages: PAGE_SPECS.filter((spec) => STATIC_PAGE_TYPES.has(spec.pageType)).map((spec) => ({
          pageType: spec.pageType,
          title: spec.title[lang],
          url: pageUrl(lang, spec),
        })),
        gtmId: null,
        insightKey: null,
        currentCountry: countries[0],
        countries,
        availableCountries: countries,
        priceInclVAT: false,
      },
    });
  }

  // Suggestions: category names, series names and "series + noun" phrases, with a popularity for ordering.
  const seen = new Set<string>();
  const addTerm = (language: Lang, term: string, popularity: number) => {
    const key = `${language}:${term.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.searchTerms.push({ language, term: term.toLowerCase(), popularity });
  };
  for (const lang of LANGUAGES) {
    for (const placed of leaves) {
      placed.path[lang].forEach((name, depth) => {
        addTerm(lang, name, 300 - depth * 50);
      });
      addTerm(lang, placed.leaf.noun[lang], 200);
    }
    SERIES.forEach((series, index) => {
      addTerm(lang, series, 150 - index);
      for (const placed of leaves.slice(0, 12))
        addTerm(lang, `${series} ${placed.leaf.noun[lang]}`, 100 - index);
    });
  }
  return rows;
}
