import { customerSchema, favoritesListSchema } from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from './support/accounts';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { TEST_ADDRESS } from './support/order-body';
import { Visitor } from './support/visitor';

const address = TEST_ADDRESS;

describe('addresses and favourites', () => {
  let t: TestCommerce;
  let visitor: Visitor;
  beforeAll(async () => {
    t = await startCommerce({ fixture: false });
    await createAccount(t.handle.db, 'book@example.com');
    visitor = new Visitor(t.app);
    await visitor.login('book@example.com', TEST_PASSWORD);
  });
  afterAll(async () => t?.close());

  it('needs a signed-in customer', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.call('POST', '/api/customer/create-address', { address })).statusCode).toBe(401);
    expect((await anonymous.call('GET', '/api/favorites/lists')).statusCode).toBe(401);
  });

  it('creates addresses (the first of a kind is primary) with the spec field messages', async () => {
    const bad = await visitor.call('POST', '/api/customer/create-address', {
      address: { ...address, firstName: '', address: 'x'.repeat(61), city: '', postalCode: '', email: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'address.firstName': 'Name has to be 1-40 characters',
      'address.address': 'Address has to be 1-60 characters',
      'address.city': 'City has to be 1-40 characters',
      'address.postalCode': 'Zip code has to be 1-10 characters',
      'address.email': 'Not a valid e-mail address',
    });
    const first = await visitor.call('POST', '/api/customer/create-address', {
      address,
      addressType: 'delivery',
    });
    expect(first.statusCode).toBe(201);
    const second = customerSchema.parse(
      (
        await visitor.call('POST', '/api/customer/create-address', {
          address: { ...address, address: 'Kirkeveien 9', countryCode: 'SE' },
          addressType: 'delivery',
        })
      ).json(),
    );
    expect(second.deliveryAddresses).toHaveLength(2);
    expect(second.deliveryAddresses[0]).toMatchObject({ address: 'Storgata 1', countryName: 'Norge' });
    expect(second.deliveryAddresses[1]).toMatchObject({ address: 'Kirkeveien 9', countryName: 'Sverige' });
    expect(second.address?.address).toBe('Storgata 1');
    const billing = customerSchema.parse(
      (
        await visitor.call('POST', '/api/customer/create-address', {
          address: { ...address, city: 'Bergen' },
          addressType: 'billing',
        })
      ).json(),
    );
    // The primary billing address is the customer's address.
    expect(billing.address?.city).toBe('Bergen');
  });

  it('updates, sets primary and deletes (the next address takes over as primary)', async () => {
    const customer = customerSchema.parse((await visitor.call('GET', '/api/customer')).json());
    const [primary, other] = customer.deliveryAddresses;
    const updated = customerSchema.parse(
      (
        await visitor.call('PUT', '/api/customer/update-address', {
          newAddress: { ...address, id: other!.id, city: 'Malmö', countryCode: 'SE' },
        })
      ).json(),
    );
    expect(updated.deliveryAddresses.find((a) => a.id === other!.id)?.city).toBe('Malmö');
    const swapped = customerSchema.parse(
      (await visitor.call('POST', '/api/customer/set-primary-address', { addressId: other!.id })).json(),
    );
    expect(swapped.deliveryAddresses[0]?.id).toBe(other!.id);
    const deleted = customerSchema.parse(
      (await visitor.call('DELETE', '/api/customer/delete-address', { addressId: other!.id })).json(),
    );
    expect(deleted.deliveryAddresses.map((a) => a.id)).toEqual([primary!.id]);
    expect(
      (await visitor.call('DELETE', '/api/customer/delete-address', { addressId: 'a-unknown' })).statusCode,
    ).toBe(404);
    expect((await visitor.call('POST', '/api/customer/set-primary-address', {})).statusCode).toBe(400);
  });

  it('keeps favourites lists: update replaces items, zero items removes, rename, remove by name', async () => {
    const created = await visitor.call('PUT', '/api/favorites', {
      listName: 'Living room',
      items: [{ code: 'OSLO-CHAIR' }, { code: 'BERGEN-SOFA' }],
    });
    expect(created.statusCode).toBe(200);
    expect(favoritesListSchema.parse(created.json()).items).toHaveLength(2);
    await visitor.call('POST', '/api/favorites', { listName: 'Office', items: [{ code: 'LYS-LAMP' }] });
    const replaced = await visitor.call('PUT', '/api/favorites', {
      listName: 'Living room',
      items: [{ code: 'LYS-LAMP' }],
    });
    expect(replaced.json().items).toEqual([{ code: 'LYS-LAMP' }]);
    let lists = (await visitor.call('GET', '/api/favorites/lists')).json();
    expect(lists.map((l: { name: string }) => l.name)).toEqual(['Living room', 'Office']);

    const renamed = await visitor.call('PUT', '/api/favorites/changeName', {
      oldName: 'Office',
      newName: 'Study',
    });
    expect(renamed.json()).toMatchObject({ name: 'Study', items: [{ code: 'LYS-LAMP' }] });
    expect(
      (await visitor.call('PUT', '/api/favorites/changeName', { oldName: 'Study', newName: 'Living room' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await visitor.call('PUT', '/api/favorites/changeName', { oldName: 'Nope', newName: 'X' })).statusCode,
    ).toBe(404);
    const badName = await visitor.call('PUT', '/api/favorites', { listName: '', items: [] });
    expect(badName.json().fields.listName).toBe('Invalid length on text, has to be 1-50');

    await visitor.call('PUT', '/api/favorites', { listName: 'Living room', items: [] });
    expect((await visitor.call('DELETE', '/api/favorites/lists', { listName: 'Study' })).statusCode).toBe(
      204,
    );
    lists = (await visitor.call('GET', '/api/favorites/lists')).json();
    expect(lists).toEqual([]);
  });
});
