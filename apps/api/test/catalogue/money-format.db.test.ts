import { cartSchema, categoryProductsResponseSchema } from '@storefront/api-client';
import { formatMoney } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { signInDemoCustomer } from '../support/demo-customer';
import { useTestServer } from '../support/server-suite';

/*
 * Issue 20 item 1: one money format for catalogue and commerce. A price read from the listing and the same
 * article put in the cart must print the same bytes: Swedish grouping with no-break spaces (U+00A0), comma
 * decimals, ' kr' after a no-break space, so an amount never wraps in a cell.
 */

const server = useTestServer(300);

describe('money format', () => {
  it('prints a catalogue price and a cart line of the same amount in the same bytes', async () => {
    const customer = await signInDemoCustomer(server.app);
    const listing = categoryProductsResponseSchema.parse(
      (await customer.call('GET', '/api/categories/1/products?take=100')).json(),
    );
    // A price of four digits or more without a discount, so the thousands group and the unit both show.
    const variation = listing.data.result
      .flatMap((card) => (card.hidePrice ? [] : card.variations))
      .find(
        (candidate) =>
          candidate.price !== null &&
          candidate.price.priceExVat.amount >= 1000 &&
          candidate.price.discountExVat.amount === 0,
      );
    if (!variation?.price) throw new Error('no undiscounted price of 1 000 kr or more in the listing');
    const catalogueText = variation.price.priceExVat.formattedString;

    const added = await customer.call('POST', '/api/cart', { code: variation.code, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const line = cartSchema
      .parse(added.json())
      .lineItems.find((candidate) => candidate.code === variation.code);
    expect(line?.price.unitPrice.amount).toBe(variation.price.priceExVat.amount);
    expect(line?.price.unitPrice.formattedString).toBe(catalogueText);
    expect(line?.price.totalPriceForItems.formattedString).toBe(catalogueText);

    expect(catalogueText).toBe(formatMoney(variation.price.priceExVat.amount));
    expect(catalogueText).toMatch(/^\d{1,3}(\u00a0\d{3})+,\d{2}\u00a0kr$/);
  });
});
