// Orders placed through the real commerce API at a steady rate, the way shoppers check out while others
// browse: each order is a new guest (its own session cookie) that adds one line of a product in stock to a
// cart and places the order (POST api/order/ with an Idempotency-Key, answered 201). Uses fetch, so its
// connections are not the load generator's.
import { randomUUID } from 'node:crypto';

const headers = { 'content-language': 'en', 'content-type': 'application/json', accept: 'application/json' };

/** The checkout body of the API's order tests: standard delivery, invoice, a Norwegian address. */
function orderBody() {
  const address = {
    firstName: 'Bench',
    lastName: 'Buyer',
    address: 'Storgata 1',
    city: 'Oslo',
    postalCode: '0155',
    countryCode: 'NO',
    email: 'bench@example.com',
    phoneNumber: '+47 912 34 567',
  };
  return {
    contact: {
      firstName: 'Bench',
      lastName: 'Buyer',
      email: 'bench@example.com',
      phoneNumber: '+47 912 34 567',
    },
    billingAddress: address,
    shippingAddress: address,
    deliveryMethod: 'standard',
    requestedDeliveryDate: null,
    note: null,
    paymentMethod: 'invoice',
    acceptOrderSplitting: true,
  };
}

/** Variation codes that can be bought now (buyable, a few in stock), read from in-stock category listings. */
export async function buyableCodes(base, categoryIds) {
  const codes = [];
  for (const id of categoryIds) {
    const answer = await (
      await fetch(`${base}/api/categories/${id}/products?take=24&instock=true`, { headers })
    ).json();
    for (const card of answer.data.result) {
      for (const variation of card.variations ?? []) {
        if (variation.isBuyable && variation.stock?.stockQuantity >= 5) codes.push(variation.code);
      }
    }
  }
  if (codes.length === 0) throw new Error('no variation in stock found for the orders');
  return codes;
}

/** One guest checkout: cart line, then the order. Resolves with the order's status code. */
async function placeOne(base, code) {
  const cart = await fetch(`${base}/api/cart`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code, quantity: 1 }),
  });
  const text = await cart.text();
  if (cart.status !== 200) return { ok: false, why: `cart ${cart.status}: ${text.slice(0, 120)}` };
  const cookie = cart.headers
    .getSetCookie()
    .map((line) => /^sf_session=([^;]*)/.exec(line)?.[1])
    .find(Boolean);
  if (!cookie) return { ok: false, why: 'cart answered without a session cookie' };
  const order = await fetch(`${base}/api/order/`, {
    method: 'POST',
    headers: { ...headers, cookie: `sf_session=${cookie}`, 'idempotency-key': `bench-${randomUUID()}` },
    body: JSON.stringify(orderBody()),
  });
  const answer = await order.text();
  if (order.status !== 201) return { ok: false, why: `order ${order.status}: ${answer.slice(0, 120)}` };
  return { ok: true };
}

/**
 * Starts placing `perSecond` orders a second (each on its own schedule, not waiting for the previous one, so a
 * slow API meets a steady arrival rate) until `stop()`, which waits for the orders still running and reports.
 */
export function placeOrdersSteadily(base, codes, perSecond) {
  const report = { placed: 0, failed: 0, reasons: new Map(), times: [] };
  const running = new Set();
  let next = 0;
  const tick = () => {
    const code = codes[next++ % codes.length];
    const started = performance.now();
    const job = placeOne(base, code)
      .catch((error) => ({ ok: false, why: String(error?.message ?? error) }))
      .then((result) => {
        report.times.push(performance.now() - started);
        if (result.ok) report.placed += 1;
        else {
          report.failed += 1;
          report.reasons.set(result.why, (report.reasons.get(result.why) ?? 0) + 1);
        }
        running.delete(job);
      });
    running.add(job);
  };
  const timer = perSecond > 0 ? setInterval(tick, 1000 / perSecond) : undefined;
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(running);
      return report;
    },
  };
}
