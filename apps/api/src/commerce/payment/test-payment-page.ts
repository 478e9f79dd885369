/** What the test payment page shows about the order being paid. */
export interface TestPaymentPageInput {
  orderNumber: string;
  totalFormatted: string;
  language: 'no' | 'en';
  /** 'pending' shows the buttons; other states explain that nothing is left to do. */
  paymentStatus: 'pending' | 'paid' | 'cancelled';
}

const TEXTS = {
  en: {
    title: 'Test payment',
    intro: 'This is the built-in test payment provider. No money is moved.',
    order: 'Order',
    total: 'Amount to pay',
    pay: 'Pay',
    cancel: 'Cancel',
    decline: 'Decline',
    declineHint: 'Decline simulates a payment that does not go through.',
    paid: 'This order is already paid.',
    cancelled: 'This payment was cancelled.',
  },
  no: {
    title: 'Testbetaling',
    intro: 'Dette er den innebygde testbetalingen. Ingen penger blir trukket.',
    order: 'Ordre',
    total: 'Å betale',
    pay: 'Betal',
    cancel: 'Avbryt',
    decline: 'Avvis',
    declineHint: 'Avvis later som om betalingen ikke går gjennom.',
    paid: 'Denne ordren er allerede betalt.',
    cancelled: 'Denne betalingen ble avbrutt.',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The HTML of the test payment page: plain forms (work without JavaScript) posting back to the API,
 * which then redirects to an allow-listed page. Colours are system colours so the page follows the
 * visitor's light or dark preference without a stylesheet of its own.
 */
export function renderTestPaymentPage(input: TestPaymentPageInput): string {
  const t = TEXTS[input.language];
  const base = `/api/payment/test/${encodeURIComponent(input.orderNumber)}`;
  const body =
    input.paymentStatus === 'pending'
      ? `<div class="actions">
  <form method="post" action="${base}/pay"><button type="submit" class="pay">${t.pay}</button></form>
  <form method="post" action="${base}/cancel"><button type="submit">${t.cancel}</button></form>
  <form method="post" action="${base}/fail"><button type="submit">${t.decline}</button></form>
</div>
<p class="hint">${t.declineHint}</p>`
      : `<p role="status">${input.paymentStatus === 'paid' ? t.paid : t.cancelled}</p>`;
  return `<!doctype html>
<html lang="${input.language === 'no' ? 'nb' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} ${escapeHtml(input.orderNumber)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  main { max-width: 28rem; margin: 4rem auto; padding: 1.5rem; border: 1px solid GrayText; border-radius: 0.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  .actions { display: flex; gap: 1rem; }
  button { font: inherit; padding: 0.75rem 1.5rem; cursor: pointer; }
  .hint { font-size: 0.875rem; }
  .pay { background: LinkText; color: Canvas; border: none; border-radius: 0.25rem; }
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.intro}</p>
<dl>
  <dt>${t.order}</dt><dd data-testid="order-number">${escapeHtml(input.orderNumber)}</dd>
  <dt>${t.total}</dt><dd data-testid="order-total">${escapeHtml(input.totalFormatted)}</dd>
</dl>
${body}
</main>
</body>
</html>
`;
}
