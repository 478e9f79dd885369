import { describe, expect, it } from 'vitest';
import { testCard, testCart, testCustomer, testImage } from '../test/fixtures';
import { cartItemBodySchema, cartSchema } from './cart';
import { headerSchema, type NavigationNode, siteStructureSchema } from './content';
import { addressInputSchema, createAddressBodySchema, customerSchema, registerBodySchema } from './customer';
import { apiErrorBodySchema, redirectBodySchema } from './error';
import { FIELD_MESSAGES, invalidLengthMessage } from './field-rules';
import { orderBodySchema } from './order';
import { pageSchema } from './page';
import { categoryProductsResponseSchema } from './result-set';

const common = {
  pageId: '1',
  url: '/en/',
  pageTitle: 'Home',
  breadcrumb: [{ id: '1', text: 'Home', href: '/en/' }],
  metaDescription: null,
  canonicalLink: null,
  alternativeLinks: [{ language: 'no', href: '/no/' }],
  openGraph: { title: 'Home', description: '', image: null, type: 'website', url: '/en/' },
  disableIndexing: false,
  contentArea: [
    { blockId: 'b1', blockType: 'ContentBlock', heading: null, html: '<p>Hi</p>' },
    { blockId: 'b2', blockType: 'ProductListingBlock', heading: 'Top', products: [testCard] },
    {
      blockId: 'b3',
      blockType: 'CTAContainer',
      heading: null,
      ctas: [{ text: 'Go', url: '/en/x', variant: 'primary' }],
    },
  ],
  hero: null,
};

const address = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Storgata 1',
  city: 'Oslo',
  postalCode: '0155',
  countryCode: 'NO',
  email: 'kari@example.com',
  phoneNumber: '+47 123 45 678',
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('page schema', () => {
  it('discriminates on pageType: a category page needs category data', () => {
    expect(pageSchema.safeParse({ ...common, pageType: 'StartPage' }).success).toBe(true);
    expect(pageSchema.safeParse({ ...common, pageType: 'CategoryPage' }).success).toBe(false);
    const category = pageSchema.parse({
      ...common,
      pageType: 'CategoryBase',
      categoryId: 'arm-chairs',
      subCategories: [],
      itemsPerLoad: 24,
      pageHeading: 'Arm chairs',
      pageIntroText: null,
    });
    expect(category.pageType === 'CategoryBase' && category.itemsPerLoad).toBe(24);
  });

  it('rejects an unknown page type and an unknown block type', () => {
    expect(pageSchema.safeParse({ ...common, pageType: 'WeirdPage' }).success).toBe(false);
    const badBlock = {
      ...common,
      pageType: 'StartPage',
      contentArea: [{ blockId: 'x', blockType: 'Video' }],
    };
    expect(pageSchema.safeParse(badBlock).success).toBe(false);
  });

  it('requires the order (or null) on the order confirmation page', () => {
    expect(pageSchema.safeParse({ ...common, pageType: 'OrderConfirmationPage', order: null }).success).toBe(
      true,
    );
    expect(pageSchema.safeParse({ ...common, pageType: 'OrderConfirmationPage' }).success).toBe(false);
  });
});

describe('header schema', () => {
  const node = (id: string, children: NavigationNode[] = []): NavigationNode => ({
    id,
    url: `/en/${id}`,
    title: id,
    type: 'CategoryBase',
    iconName: null,
    navigationImage: id === 'a' ? testImage : null,
    renderOption: null,
    children,
  });
  const root = { id: 'home', url: '/en/', title: 'Home' };

  it('accepts a mega menu of 3 sub-levels and rejects a fourth', () => {
    const three = node('a', [node('b', [node('c', [node('d')])])]);
    expect(headerSchema.safeParse({ links: [], mainNavigation: [three], root }).success).toBe(true);
    const four = node('a', [node('b', [node('c', [node('d', [node('e')])])])]);
    expect(headerSchema.safeParse({ links: [], mainNavigation: [four], root }).success).toBe(false);
  });
});

describe('entity schemas', () => {
  it('accept the fixtures', () => {
    expect(cartSchema.parse(testCart)).toEqual(testCart);
    expect(customerSchema.parse(testCustomer)).toEqual(testCustomer);
  });

  it('reads the category answer envelope', () => {
    const answer = {
      isSuccess: true,
      data: { result: [testCard], facets: [], numberOfHits: 1, sorters: [] },
    };
    expect(categoryProductsResponseSchema.parse(answer).data.result[0]?.code).toBe('OSLO');
  });
});

describe('request bodies carry the spec §5 texts', () => {
  it('names every bad address field', () => {
    const result = addressInputSchema.safeParse({
      ...address,
      firstName: '',
      lastName: 'x'.repeat(41),
      address: 'x'.repeat(61),
      city: ' ',
      postalCode: '12345678901',
      email: 'nope',
      phoneNumber: '12345678901234567',
    });
    expect(fieldErrors(result)).toEqual({
      firstName: FIELD_MESSAGES.name,
      lastName: 'Name has to be 1-40 characters',
      address: 'Address has to be 1-60 characters',
      city: 'City has to be 1-40 characters',
      postalCode: 'Zip code has to be 1-10 characters',
      email: 'Not a valid e-mail address',
      phoneNumber: 'Phone number has to be 0-16 digits',
    });
  });

  it('accepts the limits themselves', () => {
    const edge = {
      ...address,
      firstName: 'x'.repeat(40),
      address: 'x'.repeat(60),
      phoneNumber: '1234567890123456',
    };
    expect(addressInputSchema.safeParse(edge).success).toBe(true);
    expect(addressInputSchema.safeParse({ ...address, phoneNumber: '' }).success).toBe(true);
  });

  it('checks cart quantities 0-999 and non-empty codes', () => {
    expect(cartItemBodySchema.safeParse({ code: 'A', quantity: 0 }).success).toBe(true);
    expect(cartItemBodySchema.safeParse({ code: 'A', quantity: 999 }).success).toBe(true);
    expect(fieldErrors(cartItemBodySchema.safeParse({ code: ' ', quantity: 1000 }))).toEqual({
      code: 'Code cannot be empty',
      quantity: 'Quantity has to be a number between 0-999',
    });
    expect(fieldErrors(cartItemBodySchema.safeParse({ code: 'A', quantity: 1.5 }))).toEqual({
      quantity: 'Quantity has to be a number between 0-999',
    });
  });

  it('builds the generic length text', () => {
    expect(invalidLengthMessage(100)).toBe('Invalid length on text, has to be 1-100');
  });

  it('fills the documented defaults', () => {
    const order = orderBodySchema.parse({
      contact: { firstName: 'Kari', lastName: 'N', email: 'kari@example.com', phoneNumber: '' },
      billingAddress: address,
      shippingAddress: address,
      deliveryMethod: 'standard',
      requestedDeliveryDate: '2026-12-01',
      note: null,
      paymentMethod: 'invoice',
    });
    expect(order.acceptOrderSplitting).toBe(true);
    expect(createAddressBodySchema.parse({ address }).addressType).toBe('delivery');
    expect(orderBodySchema.safeParse({ ...order, requestedDeliveryDate: '1 Dec' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...address, password: 'short' }).success).toBe(false);
  });
});

describe('error and redirect bodies', () => {
  it('read an error with and without field texts', () => {
    expect(apiErrorBodySchema.parse({ error: 'NOT_FOUND', message: 'No such order.' })).toEqual({
      error: 'NOT_FOUND',
      message: 'No such order.',
    });
    const invalid = {
      error: 'VALIDATION_FAILED',
      message: 'Check the fields',
      fields: { city: FIELD_MESSAGES.city },
    };
    expect(apiErrorBodySchema.parse(invalid)).toEqual(invalid);
    expect(apiErrorBodySchema.safeParse({ message: 'no code' }).success).toBe(false);
  });

  it('read a redirect only with both redirectUrl and permanent', () => {
    expect(redirectBodySchema.safeParse({ redirectUrl: '/en/new/', permanent: true }).success).toBe(true);
    expect(redirectBodySchema.safeParse({ redirectUrl: '/en/new/' }).success).toBe(false);
  });
});

describe('site structure schema', () => {
  it('reads a page tree of any depth', () => {
    const leaf = { id: '3', url: '/en/a/b/', title: 'B', pageType: 'StandardPage', children: [] };
    const tree = {
      id: '1',
      url: '/en/',
      title: 'Home',
      pageType: 'StartPage',
      children: [{ ...leaf, id: '2', children: [leaf] }],
    };
    expect(siteStructureSchema.parse(tree)).toEqual(tree);
    expect(siteStructureSchema.safeParse({ ...tree, children: [{ id: 'x' }] }).success).toBe(false);
  });
});
