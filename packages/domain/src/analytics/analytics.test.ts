import { describe, expect, it } from 'vitest';
import { itemsValue, toGa4Item } from './analytics-item';
import {
  addToCartEvent,
  cartQuantityChangeEvent,
  removeFromCartEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from './ecommerce-events';
import { shouldReportPageView, virtualPageViewEvent } from './page-view';

const chair = {
  code: 'OSLO-GRN',
  name: 'Oslo arm chair',
  categoryPath: ['Furniture', 'Chairs', 'Arm chairs', 'Lounge', 'Extra level'],
  variant: 'Green',
  price: 4990,
};

describe('toGa4Item', () => {
  it('maps id, name, up to four category levels, variant and price', () => {
    expect(toGa4Item(chair)).toEqual({
      item_id: 'OSLO-GRN',
      item_name: 'Oslo arm chair',
      item_category: 'Furniture',
      item_category2: 'Chairs',
      item_category3: 'Arm chairs',
      item_category4: 'Lounge',
      item_variant: 'Green',
      price: 4990,
    });
  });

  it('reads a slash-separated path and leaves absent data out', () => {
    expect(toGa4Item({ code: 'A', name: 'B', categoryPath: '/Furniture/ Tables /', price: null }, 2)).toEqual(
      {
        item_id: 'A',
        item_name: 'B',
        item_category: 'Furniture',
        item_category2: 'Tables',
        index: 2,
      },
    );
    expect(toGa4Item({ code: 'A', name: 'B', categoryPath: null, variant: '', price: Number.NaN })).toEqual({
      item_id: 'A',
      item_name: 'B',
    });
  });

  it('sums the value over price and quantity', () => {
    expect(
      itemsValue([
        { item_id: 'a', item_name: 'a', price: 10.1, quantity: 3 },
        { item_id: 'b', item_name: 'b' },
      ]),
    ).toBe(30.3);
    expect(itemsValue([{ item_id: 'a', item_name: 'a', price: 5 }])).toBe(5);
  });
});

describe('ecommerce events', () => {
  it('view_item_list carries the list name and positions', () => {
    const event = viewItemListEvent('Arm chairs', [chair, { code: 'X', name: 'Y' }], 'category-12');
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce.item_list_name).toBe('Arm chairs');
    expect(event.ecommerce.item_list_id).toBe('category-12');
    expect(event.ecommerce.items.map((i) => i.index)).toEqual([0, 1]);
    expect('item_list_id' in viewItemListEvent('L', []).ecommerce).toBe(false);
  });

  it('view_item has currency and value', () => {
    expect(viewItemEvent(chair)).toMatchObject({
      event: 'view_item',
      ecommerce: { currency: 'SEK', value: 4990, items: [{ item_id: 'OSLO-GRN' }] },
    });
  });

  it('view_item carries no price and no value when the visitor sees no price', () => {
    const event = viewItemEvent({ ...chair, price: null });
    expect(event.ecommerce.items[0]).not.toHaveProperty('price');
    expect(event.ecommerce).not.toHaveProperty('value');
  });

  it('view_cart sums the lines', () => {
    const event = viewCartEvent(
      [
        { ...chair, quantity: 2 },
        { code: 'T', name: 'Table', price: 1000, quantity: 1 },
      ],
      'NOK',
    );
    expect(event).toMatchObject({ event: 'view_cart', ecommerce: { currency: 'NOK', value: 10980 } });
    expect(event.ecommerce.items).toHaveLength(2);
  });

  it('add_to_cart and remove_from_cart default to one unit', () => {
    expect(addToCartEvent([chair]).ecommerce).toMatchObject({ value: 4990, items: [{ quantity: 1 }] });
    expect(addToCartEvent([{ ...chair, quantity: 3 }]).ecommerce.value).toBe(14970);
    expect(removeFromCartEvent([chair]).event).toBe('remove_from_cart');
  });

  it('reports a quantity change by comparing old and new', () => {
    expect(cartQuantityChangeEvent(chair, 1, 4)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 14970, items: [{ quantity: 3 }] },
    });
    expect(cartQuantityChangeEvent(chair, 4, 1, 'SEK')).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ quantity: 3 }] },
    });
    expect(cartQuantityChangeEvent(chair, 2, 2)).toBeNull();
  });
});

describe('virtual page view', () => {
  it('reports status 200 and user_type private', () => {
    expect(
      virtualPageViewEvent({ pageId: 7, pageType: 'StartPage', url: '/en', title: 'Home', language: 'en' }),
    ).toEqual({
      event: 'virtual_page_view',
      page_id: '7',
      page_type: 'StartPage',
      page_path: '/en',
      page_title: 'Home',
      page_language: 'en',
      status: 200,
      user_type: 'private',
    });
  });

  it.each([
    [undefined, 1, true],
    [1, 2, true],
    [1, '1', false],
    [2, 2, false],
    [2, null, false],
    [2, undefined, false],
  ])('from page %j to %j reports: %s', (previous, next, expected) => {
    expect(shouldReportPageView(previous, next)).toBe(expected);
  });
});
