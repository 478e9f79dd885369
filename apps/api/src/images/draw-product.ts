import { PRODUCT_KINDS, type ProductKind } from '../seed/taxonomy';

/*
 * Deterministic SVG drawings of each product kind in a colour, on a 800×600 canvas. They stand in for
 * photos (the machine has no internet); the same request always gives the same bytes.
 */

/** True for a kind the generator can draw. */
export function isProductKind(value: string): value is ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(value);
}

/** A darker or lighter shade of a #rrggbb colour (factor below 1 darkens). */
export function shade(hex: string, factor: number): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16);
    const next = factor < 1 ? value * factor : value + (255 - value) * (factor - 1);
    return Math.max(0, Math.min(255, Math.round(next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const WOOD = '#8a623f';
const METAL = '#3a3a3a';

/** The shapes of a kind, drawn in `color`, centred on the canvas floor line at y=500. */
export function productShapes(kind: ProductKind, color: string): string {
  const dark = shade(color, 0.7);
  const light = shade(color, 1.25);
  switch (kind) {
    case 'sofa':
      return `<rect x="150" y="250" width="500" height="150" rx="30" fill="${color}"/>
<rect x="110" y="300" width="80" height="170" rx="25" fill="${dark}"/><rect x="610" y="300" width="80" height="170" rx="25" fill="${dark}"/>
<rect x="180" y="360" width="440" height="90" rx="18" fill="${light}"/><rect x="150" y="440" width="500" height="40" fill="${dark}"/>
<rect x="160" y="480" width="14" height="24" fill="${WOOD}"/><rect x="626" y="480" width="14" height="24" fill="${WOOD}"/>`;
    case 'arm-chair':
      return `<path d="M260 170 Q400 120 540 170 L540 400 L260 400 Z" fill="${color}"/>
<rect x="220" y="300" width="70" height="170" rx="22" fill="${dark}"/><rect x="510" y="300" width="70" height="170" rx="22" fill="${dark}"/>
<rect x="280" y="370" width="240" height="80" rx="16" fill="${light}"/><rect x="240" y="450" width="320" height="30" fill="${dark}"/>
<rect x="250" y="480" width="12" height="24" fill="${WOOD}"/><rect x="538" y="480" width="12" height="24" fill="${WOOD}"/>`;
    case 'chair':
      return `<rect x="320" y="150" width="160" height="190" rx="20" fill="${color}"/><rect x="300" y="330" width="200" height="40" rx="10" fill="${dark}"/>
<rect x="310" y="370" width="14" height="130" fill="${WOOD}"/><rect x="476" y="370" width="14" height="130" fill="${WOOD}"/>`;
    case 'stool':
      return `<ellipse cx="400" cy="230" rx="110" ry="28" fill="${color}"/><rect x="330" y="240" width="12" height="260" fill="${METAL}"/>
<rect x="458" y="240" width="12" height="260" fill="${METAL}"/><rect x="330" y="400" width="140" height="8" fill="${METAL}"/>`;
    case 'table':
      return `<rect x="140" y="280" width="520" height="34" rx="8" fill="${color}"/><rect x="170" y="314" width="20" height="186" fill="${dark}"/>
<rect x="610" y="314" width="20" height="186" fill="${dark}"/><rect x="230" y="314" width="14" height="150" fill="${shade(color, 0.55)}"/>
<rect x="556" y="314" width="14" height="150" fill="${shade(color, 0.55)}"/>`;
    case 'shelf':
      return `<rect x="270" y="100" width="16" height="400" fill="${dark}"/><rect x="514" y="100" width="16" height="400" fill="${dark}"/>
${[120, 220, 320, 420].map((y) => `<rect x="270" y="${y}" width="260" height="14" fill="${color}"/>`).join('')}
<rect x="300" y="180" width="30" height="40" fill="${light}"/><rect x="420" y="280" width="60" height="40" fill="${light}"/>`;
    case 'cabinet':
      return `<rect x="200" y="220" width="400" height="250" rx="6" fill="${color}"/><line x1="400" y1="230" x2="400" y2="460" stroke="${dark}" stroke-width="4"/>
<circle cx="385" cy="345" r="6" fill="${METAL}"/><circle cx="415" cy="345" r="6" fill="${METAL}"/>
<rect x="220" y="470" width="12" height="30" fill="${WOOD}"/><rect x="568" y="470" width="12" height="30" fill="${WOOD}"/>`;
    case 'bed':
      return `<rect x="150" y="200" width="40" height="280" rx="10" fill="${dark}"/><rect x="150" y="360" width="520" height="90" rx="10" fill="${color}"/>
<rect x="190" y="330" width="470" height="40" rx="16" fill="#f4f1ea"/><rect x="200" y="300" width="110" height="40" rx="16" fill="${light}"/>
<rect x="160" y="450" width="14" height="50" fill="${WOOD}"/><rect x="646" y="450" width="14" height="50" fill="${WOOD}"/>`;
    case 'pendant':
      return `<line x1="400" y1="0" x2="400" y2="200" stroke="${METAL}" stroke-width="4"/><path d="M290 330 Q400 160 510 330 Z" fill="${color}"/>
<ellipse cx="400" cy="335" rx="40" ry="12" fill="#fff6cc"/>`;
    case 'floor-lamp':
      return `<rect x="395" y="200" width="10" height="290" fill="${METAL}"/><ellipse cx="400" cy="495" rx="80" ry="12" fill="${METAL}"/>
<path d="M320 220 L350 110 L450 110 L480 220 Z" fill="${color}"/>`;
    case 'table-lamp':
      return `<rect x="340" y="460" width="120" height="40" rx="8" fill="${dark}"/><rect x="394" y="300" width="12" height="160" fill="${METAL}"/>
<path d="M310 310 L340 200 L460 200 L490 310 Z" fill="${color}"/>`;
    case 'cushion':
      return `<rect x="240" y="220" width="320" height="260" rx="60" fill="${color}"/><path d="M270 260 Q400 350 530 260" stroke="${dark}" stroke-width="6" fill="none"/>`;
    case 'rug':
      return `<path d="M120 470 L220 260 L680 260 L580 470 Z" fill="${color}"/><path d="M170 440 L250 290 L640 290 L560 440 Z" fill="none" stroke="${light}" stroke-width="10"/>`;
    case 'throw':
      return `<path d="M230 180 L570 180 L590 470 Q400 430 210 470 Z" fill="${color}"/>${[230, 290, 350, 410].map((y) => `<line x1="240" y1="${y}" x2="575" y2="${y}" stroke="${dark}" stroke-width="5"/>`).join('')}`;
    case 'lounger':
      return `<path d="M150 380 L520 380 L640 250 L670 270 L560 410 L150 410 Z" fill="${color}"/>
<rect x="170" y="410" width="12" height="90" fill="${WOOD}"/><rect x="540" y="410" width="12" height="90" fill="${WOOD}"/>`;
  }
}

/** Views the product image can show; 'thumb' is the front view at thumbnail size. */
export type DrawView = 'front' | 'angle' | 'detail' | 'thumb';

/**
 * A complete SVG document of a product kind in a colour. `width`/`height` are the fixed intrinsic size the
 * product data announces, so the browser reserves the right space.
 */
export function productSvg(
  kind: ProductKind,
  hex: string,
  view: DrawView,
  width: number,
  height: number,
  label: string,
): string {
  const viewBox = view === 'detail' ? '200 150 400 300' : '0 0 800 600';
  const transform = view === 'angle' ? ' transform="translate(120 40) skewX(-12) scale(0.85)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(label)}">
<rect x="0" y="0" width="800" height="600" fill="#f3f1ec"/><ellipse cx="400" cy="505" rx="300" ry="18" fill="#e2ded5"/>
<g${transform}>${productShapes(kind, hex)}</g>
</svg>`;
}

/** A banner (category, navigation, hero image): the drawing on a tinted background, 2:1. */
export function bannerSvg(
  kind: ProductKind,
  hex: string,
  width: number,
  height: number,
  label: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="-200 0 1200 600" role="img" aria-label="${escapeXml(label)}">
<rect x="-200" y="0" width="1200" height="600" fill="${shade(hex, 1.7)}"/><circle cx="820" cy="120" r="90" fill="${shade(hex, 1.45)}"/>
<g>${productShapes(kind, hex)}</g>
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
