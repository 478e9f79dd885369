import type {
  Address,
  CartLine,
  DeliveryMethod,
  Order,
  OrderStatus,
  PaymentMethod,
} from '@storefront/api-client';
import { amountFromOre, canPay, DEFAULT_CURRENCY } from '@storefront/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { OrderAddressSnapshot } from '../../db/schema';
import { countryName } from '../customers/country-names';
import { rows, type SqlExecutor } from '../db/sql-rows';
import { paymentPageUrl } from './place-order';
import { type VariationSnapshot, variationIn } from './variation-snapshot';

/** The columns of an order the views read. */
export interface OrderRow {
  id: number;
  order_number: string;
  status: OrderStatus;
  language: string;
  created_at: Date | string;
  email: string;
  phone_number: string | null;
  billing_address: OrderAddressSnapshot;
  shipping_address: OrderAddressSnapshot;
  payment_method: PaymentMethod;
  shipping_method: DeliveryMethod | null;
  requested_delivery_date: string | null;
  note: { title: string; description: string } | null;
  number_of_items: number;
  total_price_for_items_ore: number;
  total_price_for_items_ex_vat_ore: number;
  total_freight_price_ore: number;
  total_freight_price_ex_vat_ore: number;
  total_vat_ore: number;
  total_price_ore: number;
  /** The placing user's name when the order belongs to an organisation, else null. */
  placed_by: string | null;
  /** Whether the order was above the purchaser's spending limit (it waited, or waits, for approval). */
  approval_required: boolean;
  rejection_reason: string | null;
}

interface OrderLineRow {
  order_id: number;
  code: string;
  name: string;
  url: string | null;
  el_number: string | null;
  quantity: number;
  unit_price_ex_vat_ore: number;
  unit_price_inc_vat_ore: number;
  total_ex_vat_ore: number;
  total_inc_vat_ore: number;
  category_path: string[];
  product_type: string;
  image: { src: string; width: number; height: number } | null;
  variation: VariationSnapshot | null;
  stock_quantity: number | null;
  active: boolean | null;
}

/** Columns to select from `orders o` for toWireOrder. */
export const ORDER_COLUMNS: SQL = sql`o.id, o.order_number, o.status, o.language, o.created_at, o.email, o.phone_number,
  o.billing_address, o.shipping_address, o.payment_method, o.shipping_method, o.requested_delivery_date, o.note,
  o.number_of_items, o.total_price_for_items_ore, o.total_price_for_items_ex_vat_ore, o.total_freight_price_ore,
  o.total_freight_price_ex_vat_ore, o.total_vat_ore, o.total_price_ore, o.approval_required, o.rejection_reason,
  (SELECT nullif(trim(pc.first_name || ' ' || pc.last_name), '') FROM customers pc
    WHERE pc.id = o.customer_id AND pc.organisation_id IS NOT NULL) AS placed_by`;

/** The country's name in the answer's language; a country the shop does not name keeps the stored name. */
function countryIn(a: OrderAddressSnapshot, language: 'no' | 'en'): string {
  const named = countryName(a.countryCode, language);
  return named === a.countryCode.toUpperCase() ? a.countryName : named;
}

function wireAddress(
  orderNumber: string,
  kind: string,
  a: OrderAddressSnapshot,
  language: 'no' | 'en',
): Address {
  return {
    id: `${orderNumber}-${kind}`,
    firstName: a.firstName,
    lastName: a.lastName,
    address: a.address,
    city: a.city,
    postalCode: a.postalCode,
    countryName: countryIn(a, language),
    countryCode: a.countryCode,
    email: a.email ?? '',
    phoneNumber: a.phoneNumber ?? '',
  };
}

/**
 * Wire orders for order rows, with their lines as frozen at placement (prices) plus today's stock and
 * activity so the account page can offer a reorder. Product names, addresses and country names are in the
 * answer's language (the name frozen at placement when the product is gone). Amounts follow the VAT view;
 * totalPrice and totalVat are always what was charged. An organisation's order names the user who placed it.
 */
export async function toWireOrders(
  db: SqlExecutor,
  orders: OrderRow[],
  priceInclVat: boolean,
  language: 'no' | 'en',
): Promise<Order[]> {
  if (orders.length === 0) return [];
  const lines = await rows<OrderLineRow>(
    db,
    sql`SELECT l.order_id, l.code, coalesce(pt.name, l.name) AS name, coalesce(pt.url, l.url) AS url, l.el_number, l.quantity, l.unit_price_ex_vat_ore,
          l.unit_price_inc_vat_ore, l.total_ex_vat_ore, l.total_inc_vat_ore, l.category_path, l.product_type, l.image,
          l.variation, v.stock_quantity, (p.active AND v.is_buyable) AS active
        FROM order_lines l LEFT JOIN variations v ON v.code = l.code LEFT JOIN products p ON p.id = v.product_id
          LEFT JOIN product_translations pt ON pt.product_id = v.product_id AND pt.language = ${language}
        WHERE l.order_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(orders.map((o) => o.id))}::jsonb)::int)
        ORDER BY l.order_id, l.position, l.id`,
  );
  const view = (ex: number, inc: number) => amountFromOre(priceInclVat ? inc : ex);
  return orders.map((order) => {
    const orderItems: CartLine[] = lines
      .filter((l) => l.order_id === order.id)
      .map((l) => ({ ...l, variation: variationIn(l.variation, language) }))
      .map((l) => ({
        code: l.code,
        elNumber: l.el_number,
        categoryPath: l.category_path.slice(0, 4),
        quantity: l.quantity,
        price: {
          currency: DEFAULT_CURRENCY,
          unitPrice: view(l.unit_price_ex_vat_ore, l.unit_price_inc_vat_ore),
          totalPriceForItems: view(l.total_ex_vat_ore, l.total_inc_vat_ore),
        },
        active: l.active ?? false,
        inStockQuantity: l.stock_quantity ?? 0,
        item: {
          name: l.name,
          productType: l.product_type,
          url: l.url ?? '',
          note: null,
          visible: true,
          image: {
            src: l.image?.src ?? '/api/images/placeholder.svg',
            alt: l.variation?.name ?? l.name,
            title: l.name,
            width: l.image?.width ?? 600,
            height: l.image?.height ?? 600,
          },
        },
        variation: l.variation,
      }));
    return {
      orderNumber: order.order_number,
      orderDate: new Date(order.created_at).toISOString(),
      orderItems,
      billingAddress: wireAddress(order.order_number, 'billing', order.billing_address, language),
      shippingAddress: wireAddress(order.order_number, 'shipping', order.shipping_address, language),
      email: order.email,
      phoneNumber: order.phone_number ?? '',
      paymentMethod: order.payment_method,
      deliveryMethod: order.shipping_method ?? 'standard',
      requestedDeliveryDate: order.requested_delivery_date,
      totalFreightPrice: view(order.total_freight_price_ex_vat_ore, order.total_freight_price_ore),
      totalPrice: amountFromOre(order.total_price_ore),
      totalPriceForItems: view(order.total_price_for_items_ex_vat_ore, order.total_price_for_items_ore),
      totalVat: amountFromOre(order.total_vat_ore),
      note: order.note,
      numberOfItems: order.number_of_items,
      placedBy: order.placed_by,
      status: order.status,
      rejectionReason: order.status === 'rejected' ? order.rejection_reason : null,
      // Orders that never needed approval went to the payment page at checkout; an approved one is paid later.
      payUrl: order.approval_required && canPay(order.status) ? paymentPageUrl(order.order_number) : null,
    };
  });
}
