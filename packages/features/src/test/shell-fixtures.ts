import type {
  Footer,
  GlobalContent,
  GlobalSettings,
  Header,
  NavigationNode,
  Page,
  ProductCard,
  Translations,
} from '@storefront/api-client';

/** Shell fixtures for tests and stories: a small English site with a three-level navigation. */

function node(
  id: string,
  title: string,
  url: string,
  type: string,
  children: NavigationNode[] = [],
): NavigationNode {
  return { id, title, url, type, iconName: null, navigationImage: null, renderOption: null, children };
}

/** Header content with a catalogue menu (3 sub-levels), a content menu and a plain link. */
export const headerFixture: Header = {
  root: { id: 'home', title: 'Home', url: '/en' },
  links: [
    { id: 'stores', title: 'Stores', url: '/en/stores' },
    { id: 'inspiration', title: 'Inspiration', url: '/en/inspiration' },
  ],
  mainNavigation: [
    node('assortment', 'Assortment', '/en/assortment', 'CategoryBase', [
      node('furniture', 'Furniture', '/en/assortment/furniture', 'CategoryBase', [
        node('arm-chairs', 'Arm chairs', '/en/assortment/furniture/arm-chairs', 'CategoryBase', [
          node('recliners', 'Recliners', '/en/assortment/furniture/arm-chairs/recliners', 'CategoryBase'),
        ]),
        node('sofas', 'Sofas', '/en/assortment/furniture/sofas', 'CategoryBase'),
      ]),
      node('lighting', 'Lighting', '/en/assortment/lighting', 'CategoryBase'),
    ]),
    node('about', 'About us', '/en/about', 'StandardPage', [
      node('history', 'Our history', '/en/about/history', 'StandardPage'),
      node('contact', 'Contact', '/en/about/contact', 'InformationPage'),
    ]),
    node('campaign', 'Black week', '/en/black-week', 'CampaignPage'),
  ],
};

/** Footer content. */
export const footerFixture: Footer = {
  copyright: '© 2026 Storefront AS',
  footerLeftHeader: 'Furniture for homes and offices',
  socialLinks: [
    { title: 'Instagram', url: 'https://instagram.com/storefront', iconName: 'instagram' },
    { title: 'Facebook', url: 'https://facebook.com/storefront', iconName: 'facebook' },
  ],
  featuredArea: {
    heading: 'Why shop with us',
    text: 'Free delivery over 5 000 kr and 30 days open purchase.',
    feature: [
      { iconName: 'truck', text: 'Free delivery' },
      { iconName: 'check', text: '30 days open purchase' },
    ],
  },
  linkColumns: [
    { heading: 'Customer service', links: [{ title: 'Contact', url: '/en/about/contact' }] },
    { heading: 'About', links: [{ title: 'Our history', url: '/en/about/history' }] },
  ],
};

/** Global content with support contacts. */
export const globalContentFixture: GlobalContent = {
  loginInformationText: 'Sign in to see your prices.',
  contactEmailAddress: 'hello@storefront.example',
  supportEmailAddress: 'support@storefront.example',
  supportPhoneNumber: '+47 22 00 00 00',
  supportPage: { title: 'Customer service', url: '/en/about/contact' },
};

/** Global settings of the English site. */
export const settingsFixture: GlobalSettings = {
  currency: 'SEK',
  market: 'NO',
  marketThreeLetterCode: 'NOR',
  languageRoute: 'en',
  staticPages: [
    { pageType: 'SearchPage', title: 'Search', url: '/en/search' },
    { pageType: 'AccountPage', title: 'Account', url: '/en/account' },
    { pageType: 'CartPage', title: 'Cart', url: '/en/cart-page' },
    { pageType: 'CheckoutPage', title: 'Checkout', url: '/en/checkout' },
    { pageType: 'NotFoundPage', title: 'Not found', url: '/en/not-found' },
    { pageType: 'ErrorPage', title: 'Error', url: '/en/error' },
  ],
  gtmId: null,
  insightKey: null,
  currentCountry: { code: 'NO', name: 'Norway', url: '/en' },
  countries: [{ code: 'NO', name: 'Norway', url: '/en' }],
  availableCountries: [
    { code: 'NO', name: 'Norway', url: '/en' },
    { code: 'SE', name: 'Sweden', url: '/en' },
  ],
  priceInclVAT: false,
};

/** A few translated texts. */
export const translationsFixture: Translations = {
  'header.seeAllProducts': 'See all products',
  'header.seeOverview': 'See overview',
};

/** A content page of the given type. */
export function pageFixture(overrides: Partial<Page> & Pick<Page, 'pageType'>): Page {
  return {
    pageId: '10',
    url: '/en/about',
    pageTitle: 'About us',
    breadcrumb: [
      { id: '1', text: 'Home', href: '/en' },
      { id: '10', text: 'About us', href: '/en/about' },
    ],
    metaDescription: 'Who we are.',
    canonicalLink: 'http://localhost/en/about',
    alternativeLinks: [
      { language: 'en', href: '/en/about' },
      { language: 'no', href: '/no/om-oss' },
    ],
    openGraph: {
      title: 'About us',
      description: 'Who we are.',
      image: null,
      type: 'website',
      url: '/en/about',
    },
    disableIndexing: false,
    contentArea: [
      {
        blockId: 'b1',
        blockType: 'ContentBlock',
        heading: 'Our story',
        html: '<p>Since 1962. <a href="#values">Our values</a> · <a href="mailto:hello@storefront.example">Write to us</a></p>',
      },
      {
        blockId: 'b2',
        blockType: 'CTAContainer',
        heading: null,
        ctas: [
          { text: 'Shop furniture', url: '/en/assortment/furniture', variant: 'primary' },
          { text: 'Visit a store', url: '/en/stores', variant: 'secondary' },
        ],
      },
    ],
    hero: null,
    ...overrides,
  } as Page;
}

const sek = (amount: number) => ({ amount, formattedString: `${amount.toLocaleString('nb-NO')} kr` });

/** A product card for listing blocks. */
export function productCardFixture(code: string, name: string, amount: number): ProductCard {
  const price = {
    regularPriceExVat: sek(amount * 0.8),
    regularPriceIncVat: sek(amount),
    priceExVat: sek(amount * 0.8),
    priceIncVat: sek(amount),
    discountExVat: sek(0),
    discountIncVat: sek(0),
    discountPercentage: 0,
    description: null,
  };
  return {
    active: true,
    code,
    name,
    marketingText: 'Solid oak frame, wool upholstery.',
    elNumber: null,
    alternativeProductNumber: null,
    price,
    image: {
      src: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#d9cbb8"/><rect x="100" y="150" width="200" height="140" rx="20" fill="#6b4f3a"/></svg>')}`,
      alt: name,
      title: name,
      width: 400,
      height: 400,
    },
    promotion: null,
    bestSeller: code.endsWith('1'),
    newProduct: code.endsWith('2'),
    recommended: false,
    inStockQuantity: 24,
    hidePrice: false,
    variations: [],
    numberOfVariants: 1,
    url: `/en/assortment/furniture/arm-chairs/${code.toLowerCase()}/`,
    categoryPath: ['Furniture', 'Arm chairs'],
  };
}
