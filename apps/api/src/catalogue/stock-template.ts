import { randomBytes } from 'node:crypto';
import type { Sized } from '../http/response-cache';
import type { CurrentStock } from './current-stock';
import { isAvailableAtVendor, isInStock } from './stock-figures';

/** Which stored figure a slot of an answer shows. */
type Figure = 'productQuantity' | 'variationQuantity' | 'variationInStock' | 'variationAtVendor';

interface Slot {
  figure: Figure;
  /** The product's code for 'productQuantity', else the variation's. */
  code: string;
  /** The figure's JSON as the answer was computed: shown when the current stock does not name the code. */
  computed: Buffer;
}

/*
 * Stock figures are replaced by placeholders before the answer is serialised, and the JSON is cut at them. The
 * placeholder holds a control character (escaped to `\u0001` by JSON.stringify, which no text of the shop can
 * hold unescaped) and a random nonce of this process, so no product text can pose as one.
 */
const NONCE = randomBytes(8).toString('hex');
const placeholder = (index: number) => `\u0001stock:${NONCE}:${index}\u0001`;
const PLACEHOLDER_JSON = new RegExp(`"\\\\u0001stock:${NONCE}:(\\d+)\\\\u0001"`, 'g');

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Finds the stock figures of an answer by their shape and puts placeholders in their place (the answer is
 * fresh from its computation and serialised next, so it is changed in place):
 * - a variation (`code`, `productCode`, `stock`): `inStock`, `stock.inStock`, `stock.stockQuantity`,
 *   `stock.stockAvailableAtVendor`;
 * - a variation code search hit (`code`, `productCode`, no `stock`): `inStockQuantity`, the variation's stock;
 * - a product card (`code`, `variations`): `inStockQuantity`, the product's total stock.
 */
function markStock(value: unknown, slots: Slot[]): void {
  if (Array.isArray(value)) {
    for (const item of value) markStock(item, slots);
    return;
  }
  if (!isRecord(value)) return;
  const take = (holder: Record<string, unknown>, key: string, figure: Figure, code: string) => {
    const current = holder[key];
    if (typeof current !== 'number' && typeof current !== 'boolean') return;
    slots.push({ figure, code, computed: Buffer.from(JSON.stringify(current)) });
    holder[key] = placeholder(slots.length - 1);
  };
  const { code, productCode, stock } = value;
  if (typeof code === 'string') {
    if (typeof productCode === 'string' && isRecord(stock)) {
      take(value, 'inStock', 'variationInStock', code);
      take(stock, 'inStock', 'variationInStock', code);
      take(stock, 'stockQuantity', 'variationQuantity', code);
      take(stock, 'stockAvailableAtVendor', 'variationAtVendor', code);
    } else if (typeof productCode === 'string') {
      take(value, 'inStockQuantity', 'variationQuantity', code);
    } else if (Array.isArray(value.variations)) {
      take(value, 'inStockQuantity', 'productQuantity', code);
    }
  }
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'stock') markStock(child, slots);
  }
}

function currentFigure(slot: Slot, stock: CurrentStock): Buffer | undefined {
  if (slot.figure === 'productQuantity') {
    const quantity = stock.products.get(slot.code);
    return quantity === undefined ? undefined : Buffer.from(String(quantity));
  }
  const variation = stock.variations.get(slot.code);
  if (!variation) return undefined;
  switch (slot.figure) {
    case 'variationQuantity':
      return Buffer.from(String(variation.stockQuantity));
    case 'variationInStock':
      return isInStock(variation.stockQuantity) ? TRUE : FALSE;
    case 'variationAtVendor':
      return isAvailableAtVendor(variation.stockAvailableAtVendor) ? TRUE : FALSE;
  }
}

/**
 * A serialised catalogue answer with holes where its stock figures go: what the response cache keeps, so a
 * cached answer shows the stock of the moment it is served without being parsed or serialised again. Rendering
 * is a concatenation of the kept JSON pieces and the figures.
 */
export class StockTemplate implements Sized {
  /** The JSON between the figures: one more piece than there are slots. */
  readonly #parts: Buffer[];
  /** The figures in the order they appear in the JSON. */
  readonly #slots: Slot[];
  readonly byteLength: number;
  /** The codes whose stock the answer shows, for `readCatalogueState`. */
  readonly productCodes: string[];
  readonly variationCodes: string[];

  private constructor(parts: Buffer[], slots: Slot[]) {
    this.#parts = parts;
    this.#slots = slots;
    this.byteLength =
      parts.reduce((sum, part) => sum + part.byteLength, 0) +
      slots.reduce((sum, slot) => sum + slot.computed.byteLength, 0);
    const codes = (product: boolean) => [
      ...new Set(
        slots.filter((slot) => (slot.figure === 'productQuantity') === product).map((slot) => slot.code),
      ),
    ];
    this.productCodes = codes(true);
    this.variationCodes = codes(false);
  }

  /** Serialises an answer (as JSON.stringify does), keeping the places of its stock figures. */
  static of(answer: unknown): StockTemplate {
    const marked: Slot[] = [];
    markStock(answer, marked);
    const json = JSON.stringify(answer);
    const parts: Buffer[] = [];
    const slots: Slot[] = [];
    let end = 0;
    for (const match of json.matchAll(PLACEHOLDER_JSON)) {
      const slot = marked[Number(match[1])];
      if (!slot) throw new Error('a stock placeholder without its slot');
      parts.push(Buffer.from(json.slice(end, match.index)));
      slots.push(slot);
      end = match.index + match[0].length;
    }
    parts.push(Buffer.from(json.slice(end)));
    return new StockTemplate(parts, slots);
  }

  /** Whether the answer shows any stock at all. */
  get showsStock(): boolean {
    return this.#slots.length > 0;
  }

  /**
   * The answer's JSON with the figures of `stock` (those it does not name keep their computed value), or as
   * computed when `stock` is null.
   */
  render(stock: CurrentStock | null): Buffer {
    const [first] = this.#parts;
    if (this.#slots.length === 0 && first) return first;
    const chunks: Buffer[] = [];
    this.#slots.forEach((slot, index) => {
      chunks.push(this.#parts[index] as Buffer, (stock && currentFigure(slot, stock)) ?? slot.computed);
    });
    chunks.push(this.#parts[this.#slots.length] as Buffer);
    return Buffer.concat(chunks);
  }
}
