import { careFor, type FdvLanguage } from './fdv-care';

/** What an FDV document is written from. */
export interface FdvProductFacts {
  productCode: string;
  name: string;
  brand: string;
  material: string;
  materialKey: string;
  description: string;
  specifications: ReadonlyArray<{ name: string; value: string }>;
  organizationName: string;
  orders: ReadonlyArray<{ orderNumber: string; orderDate: string; quantity: number }>;
}

const LABELS = {
  en: {
    title: 'FDV documentation',
    intro: 'Management, operation and maintenance documentation',
    product: 'Product',
    code: 'Article number',
    brand: 'Brand',
    material: 'Material',
    description: 'Description',
    specifications: 'Specifications',
    care: 'Care and maintenance',
    cleaning: 'Cleaning',
    maintenance: 'Maintenance',
    interval: 'Interval',
    orders: 'Bought by',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    quantity: 'Quantity',
    generated: 'Generated',
  },
  no: {
    title: 'FDV-dokumentasjon',
    intro: 'Dokumentasjon for forvaltning, drift og vedlikehold',
    product: 'Produkt',
    code: 'Varenummer',
    brand: 'Merke',
    material: 'Materiale',
    description: 'Beskrivelse',
    specifications: 'Spesifikasjoner',
    care: 'Stell og vedlikehold',
    cleaning: 'Rengjøring',
    maintenance: 'Vedlikehold',
    interval: 'Intervall',
    orders: 'Kjøpt av',
    orderNumber: 'Ordrenummer',
    orderDate: 'Ordredato',
    quantity: 'Antall',
    generated: 'Generert',
  },
} as const;

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The file name an FDV document is saved under: `fdv-{code}.html`, with only safe characters. */
export function fdvFileName(productCode: string): string {
  return `fdv-${productCode.replace(/[^A-Za-z0-9._-]/g, '_')}.html`;
}

/**
 * The FDV document of one product as a self-contained HTML page (no scripts, no external resources), in the
 * shopper's language: product facts, specifications, care and maintenance for its material, and the
 * organisation's orders of it.
 */
export function renderFdvDocument(facts: FdvProductFacts, language: FdvLanguage, generatedAt: Date): string {
  const l = LABELS[language];
  const care = careFor(facts.materialKey, language);
  const e = escapeHtml;
  const specs = facts.specifications
    .map((spec) => `<tr><th scope="row">${e(spec.name)}</th><td>${e(spec.value)}</td></tr>`)
    .join('');
  const orders = facts.orders
    .map(
      (order) =>
        `<tr><td>${e(order.orderNumber)}</td><td>${e(order.orderDate.slice(0, 10))}</td><td>${order.quantity}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${language === 'en' ? 'en' : 'nb'}">
<head>
<meta charset="utf-8">
<title>${e(l.title)}: ${e(facts.name)} (${e(facts.productCode)})</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ccc}</style>
</head>
<body>
<h1>${e(l.title)}: ${e(facts.name)}</h1>
<p>${e(l.intro)}. ${e(facts.organizationName)}</p>
<h2>${e(l.product)}</h2>
<table>
<tr><th scope="row">${e(l.code)}</th><td>${e(facts.productCode)}</td></tr>
<tr><th scope="row">${e(l.brand)}</th><td>${e(facts.brand)}</td></tr>
<tr><th scope="row">${e(l.material)}</th><td>${e(facts.material)}</td></tr>
</table>
<h2>${e(l.description)}</h2>
<p>${e(facts.description)}</p>
<h2>${e(l.specifications)}</h2>
<table>${specs}</table>
<h2>${e(l.care)}</h2>
<dl>
<dt>${e(l.cleaning)}</dt><dd>${e(care.cleaning)}</dd>
<dt>${e(l.maintenance)}</dt><dd>${e(care.maintenance)}</dd>
<dt>${e(l.interval)}</dt><dd>${e(care.interval)}</dd>
</dl>
<h2>${e(l.orders)}: ${e(facts.organizationName)}</h2>
<table>
<tr><th scope="col">${e(l.orderNumber)}</th><th scope="col">${e(l.orderDate)}</th><th scope="col">${e(l.quantity)}</th></tr>
${orders}
</table>
<p><small>${e(l.generated)} ${generatedAt.toISOString().slice(0, 10)}</small></p>
</body>
</html>
`;
}
