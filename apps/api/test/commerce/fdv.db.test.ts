import { fdvDocumentListSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow, type SqlExecutor } from '../../src/commerce/db/sql-rows';
import { createAccount, createOrganisation, TEST_PASSWORD } from './support/accounts';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { Visitor } from './support/visitor';

/** Writes an order directly (its lines name fixture products), as the payment step would leave it. */
async function insertOrder(
  db: SqlExecutor,
  customerId: number,
  orderNumber: string,
  status: 'paid' | 'awaitingPayment' | 'cancelled',
  createdAt: string,
  lines: Array<{ productCode: string; quantity: number }>,
): Promise<void> {
  const address = JSON.stringify({ firstName: 'A', lastName: 'B' });
  const order = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO orders (order_number, customer_id, status, language, email, billing_address, shipping_address,
          payment_method, number_of_items, total_price_for_items_ore, total_freight_price_ore, total_vat_ore,
          total_price_ore, created_at)
        VALUES (${orderNumber}, ${customerId}, ${status}, 'en', 'x@example.com', ${address}::jsonb, ${address}::jsonb,
          'invoice', 1, 100, 0, 20, 100, ${createdAt}::timestamptz)
        RETURNING id`,
  );
  for (const [position, line] of lines.entries()) {
    await db.execute(
      sql`INSERT INTO order_lines (order_id, position, code, product_code, name, quantity, unit_price_ex_vat_ore,
            unit_price_inc_vat_ore, total_ex_vat_ore, total_inc_vat_ore)
          VALUES (${order!.id}, ${position}, ${`${line.productCode}-1`}, ${line.productCode}, ${`Line ${line.productCode}`},
            ${line.quantity}, 80, 100, 80, 100)`,
    );
  }
}

describe('FDV documents', () => {
  let t: TestCommerce;
  let admin: Visitor;
  let purchaser: Visitor;
  let privateCustomer: Visitor;
  let otherAdmin: Visitor;

  const signedIn = async (email: string) => {
    const visitor = new Visitor(t.app);
    expect((await visitor.login(email, TEST_PASSWORD)).statusCode).toBe(200);
    return visitor;
  };

  beforeAll(async () => {
    t = await startCommerce();
    const db = t.handle.db;
    const alpha = await createOrganisation(db, 'org-fdv-alpha');
    const beta = await createOrganisation(db, 'org-fdv-beta');
    const alphaAdmin = await createAccount(
      db,
      'admin@fdv-alpha.example',
      'OrganizationAdministrator',
      alpha.id,
    );
    const alphaBuyer = await createAccount(db, 'buyer@fdv-alpha.example', 'OrganizationPurchaser', alpha.id);
    const betaAdmin = await createAccount(db, 'admin@fdv-beta.example', 'OrganizationAdministrator', beta.id);
    await createAccount(db, 'solo@fdv.example');
    await insertOrder(db, alphaAdmin.id, 'A-1', 'paid', '2025-03-01T10:00:00Z', [
      { productCode: 'OSLO-CHAIR', quantity: 2 },
      { productCode: 'BERGEN-SOFA', quantity: 1 },
    ]);
    await insertOrder(db, alphaBuyer.id, 'A-2', 'paid', '2026-01-05T10:00:00Z', [
      { productCode: 'OSLO-CHAIR', quantity: 4 },
    ]);
    // Not bought (yet): neither an unpaid nor a cancelled order gives documentation.
    await insertOrder(db, alphaBuyer.id, 'A-3', 'awaitingPayment', '2026-02-01T10:00:00Z', [
      { productCode: 'LYS-LAMP', quantity: 1 },
    ]);
    await insertOrder(db, alphaBuyer.id, 'A-4', 'cancelled', '2026-02-02T10:00:00Z', [
      { productCode: 'LYS-LAMP', quantity: 1 },
    ]);
    await insertOrder(db, betaAdmin.id, 'B-1', 'paid', '2026-03-01T10:00:00Z', [
      { productCode: 'LYS-LAMP', quantity: 3 },
    ]);
    admin = await signedIn('admin@fdv-alpha.example');
    purchaser = await signedIn('buyer@fdv-alpha.example');
    privateCustomer = await signedIn('solo@fdv.example');
    otherAdmin = await signedIn('admin@fdv-beta.example');
  });
  afterAll(async () => t?.close());

  it('lists one document per product the organisation paid for, with its orders newest first', async () => {
    const res = await admin.call('GET', '/api/fdv/documents', undefined, { 'content-language': 'en' });
    expect(res.statusCode).toBe(200);
    const list = fdvDocumentListSchema.parse(res.json());
    expect(list.organizationName).toBe('Org org-fdv-alpha');
    expect(list.documents.map((d) => d.productCode)).toEqual(['OSLO-CHAIR', 'BERGEN-SOFA']);
    const chair = list.documents[0]!;
    expect(chair).toMatchObject({
      name: 'Oslo arm chair',
      fileName: 'fdv-OSLO-CHAIR.html',
      downloadUrl: '/api/fdv/documents/OSLO-CHAIR?language=en',
    });
    expect(chair.orders).toEqual([
      { orderNumber: 'A-2', orderDate: '2026-01-05T10:00:00.000Z', quantity: 4 },
      { orderNumber: 'A-1', orderDate: '2025-03-01T10:00:00.000Z', quantity: 2 },
    ]);
    // Purchasers of the organisation see the same documents; names follow the language.
    const norwegian = fdvDocumentListSchema.parse((await purchaser.call('GET', '/api/fdv/documents')).json());
    expect(norwegian.documents.map((d) => d.name)).toEqual(['Oslo arm chair (no)', 'Bergen sofa (no)']);
  });

  it('serves a document as an HTML attachment with the product and the organisation orders', async () => {
    const res = await admin.call('GET', '/api/fdv/documents/OSLO-CHAIR?language=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fdv-OSLO-CHAIR.html"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<h1>FDV documentation: Oslo arm chair</h1>');
    expect(res.body).toContain('<td>A-2</td><td>2026-01-05</td><td>4</td>');
    expect(res.body).toContain('Care and maintenance');
    const norwegian = await admin.call('GET', '/api/fdv/documents/OSLO-CHAIR?language=no');
    expect(norwegian.body).toContain('FDV-dokumentasjon: Oslo arm chair (no)');
  });

  it('answers 404 for products the organisation did not buy (another organisation, unpaid, cancelled)', async () => {
    expect((await admin.call('GET', '/api/fdv/documents/LYS-LAMP')).statusCode).toBe(404);
    expect((await otherAdmin.call('GET', '/api/fdv/documents/OSLO-CHAIR')).statusCode).toBe(404);
    const beta = fdvDocumentListSchema.parse((await otherAdmin.call('GET', '/api/fdv/documents')).json());
    expect(beta.documents.map((d) => d.productCode)).toEqual(['LYS-LAMP']);
  });

  it('refuses anonymous visitors (401) and private customers (403)', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.call('GET', '/api/fdv/documents')).statusCode).toBe(401);
    expect((await anonymous.call('GET', '/api/fdv/documents/OSLO-CHAIR')).statusCode).toBe(401);
    const refused = await privateCustomer.call('GET', '/api/fdv/documents');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await privateCustomer.call('GET', '/api/fdv/documents/OSLO-CHAIR')).statusCode).toBe(403);
  });
});
