import { sql } from 'drizzle-orm';
import { firstRow, type SqlExecutor } from '../db/sql-rows';

/** Where the payment page may send the shopper, per language, when the content has no such page yet. */
const FALLBACK_TARGETS = {
  OrderConfirmationPage: { en: '/en/order-confirmation', no: '/no/ordrebekreftelse' },
  CheckoutPage: { en: '/en/checkout', no: '/no/kasse' },
} as const;

/**
 * The query parameter that tells checkout how a payment ended without money ('cancelled' or 'failed');
 * the checkout page of @storefront/features reads the same name.
 */
export const PAYMENT_OUTCOME_PARAM = 'payment';

/** The page types the payment step can lead to: the allow-list. Nothing from the request is ever a target. */
export type PaymentTarget = keyof typeof FALLBACK_TARGETS;

/**
 * The address of a static page of the order's language, read from the content (the static pages of global
 * settings), else the fixed fallback. Only paths starting with '/' and no '//' are accepted, so even a bad
 * content entry cannot turn the payment page into an open redirect.
 */
export async function paymentTargetUrl(
  db: SqlExecutor,
  target: PaymentTarget,
  language: string,
): Promise<string> {
  const lang = language === 'en' ? 'en' : 'no';
  const row = await firstRow<{ url: string }>(
    db,
    sql`SELECT url FROM pages WHERE page_type = ${target} AND language = ${lang} ORDER BY id LIMIT 1`,
  );
  const url = row?.url;
  if (url?.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  return FALLBACK_TARGETS[target][lang];
}
