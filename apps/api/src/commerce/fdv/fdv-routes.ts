import type { FdvDocument, FdvDocumentList } from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { contentLanguage } from '../../http/language';
import { routeResponses } from '../../http/route-responses';
import { requireCustomerId, signedIn } from '../customers/current-customer';
import { firstRow, rows, type SqlExecutor } from '../db/sql-rows';
import { forbidden } from '../http/http-error';
import type { FdvLanguage } from './fdv-care';
import { fdvFileName, renderFdvDocument } from './fdv-document';

/** The customer's organisation; 403 for a private customer (FDV is documentation for organisations). */
async function requireOrganisation(
  db: SqlExecutor,
  customerId: number,
): Promise<{ id: number; name: string }> {
  const row = await firstRow<{ id: number | null; name: string | null }>(
    db,
    sql`SELECT o.id, o.name FROM customers c LEFT JOIN organisations o ON o.id = c.organisation_id
        WHERE c.id = ${customerId} AND c.active`,
  );
  if (row?.id === null || row?.id === undefined) {
    throw forbidden('FDV documents are available to organisation customers only.');
  }
  return { id: row.id, name: row.name ?? '' };
}

interface BoughtRow {
  product_code: string;
  line_name: string;
  product_name: string | null;
  order_number: string;
  created_at: Date | string;
  quantity: number | string;
}

/**
 * Products the organisation bought: lines of paid orders of any of its users (administrators and purchasers
 * alike), per product and order, newest order first. Unpaid and cancelled orders are not purchases yet.
 */
async function boughtLines(
  db: SqlExecutor,
  organisationId: number,
  language: FdvLanguage,
  productCode?: string,
): Promise<BoughtRow[]> {
  return rows<BoughtRow>(
    db,
    sql`SELECT ol.product_code, max(ol.name) AS line_name, max(pt.name) AS product_name, o.order_number,
          o.created_at, sum(ol.quantity) AS quantity
        FROM orders o
        JOIN customers c ON c.id = o.customer_id
        JOIN order_lines ol ON ol.order_id = o.id
        LEFT JOIN products p ON p.code = ol.product_code
        LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ${language}
        WHERE c.organisation_id = ${organisationId} AND o.status = 'paid'
          ${productCode === undefined ? sql`` : sql`AND ol.product_code = ${productCode}`}
        GROUP BY ol.product_code, o.order_number, o.created_at
        ORDER BY o.created_at DESC, o.order_number, ol.product_code`,
  );
}

function languageOf(value: unknown): FdvLanguage {
  return value === 'en' ? 'en' : 'no';
}

/** The list answer: one document per product, its orders newest first, products by their latest order. */
export function toDocumentList(
  organizationName: string,
  lines: readonly BoughtRow[],
  language: FdvLanguage,
): FdvDocumentList {
  const byProduct = new Map<string, FdvDocument>();
  for (const line of lines) {
    let document = byProduct.get(line.product_code);
    if (!document) {
      document = {
        productCode: line.product_code,
        name: line.product_name ?? line.line_name,
        fileName: fdvFileName(line.product_code),
        downloadUrl: `/api/fdv/documents/${encodeURIComponent(line.product_code)}?language=${language}`,
        orders: [],
      };
      byProduct.set(line.product_code, document);
    }
    document.orders.push({
      orderNumber: line.order_number,
      orderDate: new Date(line.created_at).toISOString(),
      quantity: Number(line.quantity),
    });
  }
  return { organizationName, documents: [...byProduct.values()] };
}

const documentSchema = {
  params: z.object({ productCode: z.string() }),
  // Loose: other pairs are left as they are; `language` falls back to the content language.
  querystring: z.looseObject({ language: z.string().optional() }),
};

/**
 * FDV (maintenance documentation) for organisations:
 * - GET api/fdv/documents: the documents of the signed-in customer's organisation (any role of it).
 * - GET api/fdv/documents/{productCode}?language=no|en: one document as an HTML attachment; 404 when the
 *   organisation has not bought the product.
 * Both 401 when signed out and 403 for private customers.
 */
export const fdvRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['fdv'];
  app.get(
    '/api/fdv/documents',
    { schema: { tags, response: routeResponses({ 200: responseSchemas.fdvDocumentList }, 401, 403) } },
    async (request) => {
      const organisation = await requireOrganisation(db, requireCustomerId(request));
      const language = contentLanguage(request);
      return toDocumentList(organisation.name, await boughtLines(db, organisation.id, language), language);
    },
  );

  app.get(
    '/api/fdv/documents/:productCode',
    { schema: { tags, ...documentSchema }, preValidation: signedIn },
    async (request, reply) => {
      const organisation = await requireOrganisation(db, requireCustomerId(request));
      const language = languageOf(request.query.language ?? contentLanguage(request));
      const { productCode } = request.params;
      const lines = await boughtLines(db, organisation.id, language, productCode);
      const document = toDocumentList(organisation.name, lines, language).documents[0];
      if (!document) throw new ApiError(404, 'NOT_FOUND', 'Your organisation has not bought this product.');
      const product = await firstRow<{
        brand: string | null;
        material_key: string | null;
        material: string | null;
        description: string | null;
        specifications: Array<{ name: string; value: string }> | null;
      }>(
        db,
        sql`SELECT b.name AS brand, p.material_key, m.names ->> ${language} AS material,
              pt.description, pt.specifications
            FROM products p
            LEFT JOIN brands b ON b.id = p.brand_id
            LEFT JOIN materials m ON m.key = p.material_key
            LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ${language}
            WHERE p.code = ${productCode}`,
      );
      const html = renderFdvDocument(
        {
          productCode,
          name: document.name,
          brand: product?.brand ?? '',
          material: product?.material ?? '',
          materialKey: product?.material_key ?? '',
          description: product?.description ?? '',
          specifications: product?.specifications ?? [],
          organizationName: organisation.name,
          orders: document.orders,
        },
        language,
        new Date(),
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${document.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(html);
    },
  );
};
