import type { Cart, CartLine, DeliveryMethod, Promotion } from '@storefront/api-client';
import {
  addVatOre,
  amountFromOre,
  cartFlags,
  countCartItems,
  DEFAULT_CURRENCY,
  removeVatOre,
} from '@storefront/domain';
import type { CatalogueLine, PromotionRule } from './priced-line';
import { shippingIncVatOre } from './shipping';

/** How to price: which VAT view the amounts use and which delivery method the freight is for. */
export interface PricingOptions {
  priceInclVat: boolean;
  deliveryMethod: DeliveryMethod;
  acceptOrderSplitting: boolean;
}

/** Exact totals in öre, kept beside the wire cart so orders store what was charged. */
export interface CartTotals {
  itemsExVatOre: number;
  itemsIncVatOre: number;
  discountExVatOre: number;
  discountIncVatOre: number;
  shippingExVatOre: number;
  shippingIncVatOre: number;
  totalExVatOre: number;
  totalIncVatOre: number;
  totalVatOre: number;
  numberOfItems: number;
}

/** The priced cart: what the client sees, and the exact totals behind it. */
export interface PricedCart {
  cart: Cart;
  totals: CartTotals;
  lines: CatalogueLine[];
  couponCodes: string[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const roundToKrona = (ore: number) => Math.round(ore / 100) * 100;

/**
 * Prices a cart from catalogue data only (the client never sends prices): line totals, coupon discounts,
 * freight, VAT and the `outOfStock`/`notActive` flags from @storefront/domain.
 */
export function priceCart(
  lines: readonly CatalogueLine[],
  promotions: readonly PromotionRule[],
  options: PricingOptions,
): PricedCart {
  const view = (exVat: number, incVat: number) => amountFromOre(options.priceInclVat ? incVat : exVat);
  const wireLines: CartLine[] = lines.map((line) => ({
    code: line.code,
    elNumber: line.elNumber,
    categoryPath: line.categoryPath,
    quantity: line.quantity,
    price: {
      currency: DEFAULT_CURRENCY,
      unitPrice: view(line.priceExVatOre, line.priceIncVatOre),
      totalPriceForItems: view(line.priceExVatOre * line.quantity, line.priceIncVatOre * line.quantity),
    },
    active: line.active && line.isBuyable,
    inStockQuantity: line.stockQuantity,
    item: {
      name: line.name,
      productType: line.productType,
      url: line.url,
      note: line.note,
      visible: line.visible,
      image: {
        src: line.image?.src ?? '/api/images/placeholder.svg',
        alt: line.variation.name,
        title: line.name,
        width: line.image?.width ?? 600,
        height: line.image?.height ?? 600,
      },
    },
    variation: line.variation,
  }));

  const itemsExVatOre = sum(lines.map((l) => l.priceExVatOre * l.quantity));
  const itemsIncVatOre = sum(lines.map((l) => l.priceIncVatOre * l.quantity));
  const wirePromotions: Promotion[] = [];
  let discountExVatOre = 0;
  let discountIncVatOre = 0;

  for (const promotion of promotions) {
    const own = lines.filter((l) => l.promotionId === promotion.id);
    if (promotion.couponCode === null) {
      // Automatic campaign: already in the variation price; listed so the cart can show what was saved.
      if (own.length === 0) continue;
      const savedEx = sum(own.map((l) => (l.regularPriceExVatOre - l.priceExVatOre) * l.quantity));
      const savedInc = sum(own.map((l) => (l.regularPriceIncVatOre - l.priceIncVatOre) * l.quantity));
      const afterEx = sum(own.map((l) => l.priceExVatOre * l.quantity));
      const afterInc = sum(own.map((l) => l.priceIncVatOre * l.quantity));
      wirePromotions.push(wirePromotion(promotion, savedEx, savedInc, afterEx, afterInc, view));
      continue;
    }
    const eligible = promotion.cartWide ? lines : own;
    const eligibleEx = sum(eligible.map((l) => l.priceExVatOre * l.quantity));
    const eligibleInc = sum(eligible.map((l) => l.priceIncVatOre * l.quantity));
    let offEx: number;
    let offInc: number;
    if (promotion.discountPercentage > 0) {
      offEx = Math.round((eligibleEx * promotion.discountPercentage) / 100);
      offInc = Math.round((eligibleInc * promotion.discountPercentage) / 100);
    } else {
      offEx = Math.min(promotion.discountAmountOre, eligibleEx);
      offInc = Math.min(addVatOre(offEx), eligibleInc);
    }
    discountExVatOre += offEx;
    discountIncVatOre += offInc;
    wirePromotions.push(
      wirePromotion(promotion, offEx, offInc, eligibleEx - offEx, eligibleInc - offInc, view),
    );
  }

  const numberOfItems = countCartItems(lines);
  const afterDiscountEx = itemsExVatOre - discountExVatOre;
  const afterDiscountInc = itemsIncVatOre - discountIncVatOre;
  const shippingInc = shippingIncVatOre(options.deliveryMethod, afterDiscountInc, numberOfItems);
  const shippingEx = removeVatOre(shippingInc);
  const totalIncVatOre = afterDiscountInc + shippingInc;
  const totalExVatOre = afterDiscountEx + shippingEx;
  const totals: CartTotals = {
    itemsExVatOre,
    itemsIncVatOre,
    discountExVatOre,
    discountIncVatOre,
    shippingExVatOre: shippingEx,
    shippingIncVatOre: shippingInc,
    totalExVatOre,
    totalIncVatOre,
    totalVatOre: totalIncVatOre - totalExVatOre,
    numberOfItems,
  };
  const flags = cartFlags(wireLines);
  const cart: Cart = {
    numberOfItems,
    lineItems: wireLines,
    promotions: wirePromotions,
    price: {
      unitPrice: view(sum(lines.map((l) => l.priceExVatOre)), sum(lines.map((l) => l.priceIncVatOre))),
      totalPriceForItems: view(afterDiscountEx, afterDiscountInc),
      shipping: view(shippingEx, shippingInc),
      totalPrice: amountFromOre(totalIncVatOre),
      totalVat: amountFromOre(totals.totalVatOre),
      currency: DEFAULT_CURRENCY,
    },
    outOfStock: flags.outOfStock,
    notActive: flags.notActive,
    acceptOrderSplitting: options.acceptOrderSplitting,
  };
  return {
    cart,
    totals,
    lines: [...lines],
    couponCodes: promotions.flatMap((p) => (p.couponCode ? [p.couponCode] : [])),
  };
}

function wirePromotion(
  promotion: PromotionRule,
  offEx: number,
  offInc: number,
  afterEx: number,
  afterInc: number,
  view: (ex: number, inc: number) => ReturnType<typeof amountFromOre>,
): Promotion {
  return {
    couponCode: promotion.couponCode,
    promotionName: promotion.name,
    promotionDescription: promotion.description,
    promotionDiscountAmount: view(offEx, offInc),
    promotionDiscountPercentage: promotion.discountPercentage,
    evaluatedDiscountedPriceForPromotion: view(afterEx, afterInc),
    roundedEvaluatedDiscountedPriceForPromotion: view(roundToKrona(afterEx), roundToKrona(afterInc)),
    roundedPromotionDiscountAmount: view(roundToKrona(offEx), roundToKrona(offInc)),
  };
}
