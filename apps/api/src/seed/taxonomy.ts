/*
 * The fixed vocabulary of the seeded furniture shop: category tree, brands, colours, materials and the words
 * product names are built from, in Norwegian ('no') and English ('en').
 */

/** A text in both content languages. */
export interface Bilingual {
  no: string;
  en: string;
}

/** A leaf (level 3) category and how its products are named and drawn. */
export interface LeafCategory {
  key: string;
  name: Bilingual;
  slug: Bilingual;
  /** Product noun, e.g. { no: 'ørelappstol', en: 'wing chair' }. */
  noun: Bilingual;
  /** Image generator drawing. */
  kind: ProductKind;
  /** Typical price range ex VAT in SEK. */
  price: [number, number];
  /** Typical width, depth, height in cm. */
  size: [number, number, number];
  materials: string[];
}

/** A level 2 category. */
export interface MidCategory {
  key: string;
  name: Bilingual;
  slug: Bilingual;
  iconName: string;
  children: LeafCategory[];
}

/** A level 1 (top) category. */
export interface TopCategory {
  key: string;
  name: Bilingual;
  slug: Bilingual;
  iconName: string;
  children: MidCategory[];
}

/** Drawings the image generator knows. */
export const PRODUCT_KINDS = [
  'sofa',
  'arm-chair',
  'chair',
  'stool',
  'table',
  'shelf',
  'cabinet',
  'bed',
  'pendant',
  'floor-lamp',
  'table-lamp',
  'cushion',
  'rug',
  'throw',
  'lounger',
] as const;
/** A drawing of the image generator. */
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const WOOD = ['oak', 'walnut', 'ash', 'pine'];
const UPHOLSTERY = ['velvet', 'wool', 'leather', 'linen', 'boucle'];
const LAMP = ['steel', 'brass', 'glass', 'linen'];
const OUTDOOR = ['teak', 'aluminium', 'rattan'];
const TEXTILE = ['wool', 'cotton', 'linen', 'velvet'];

function leaf(
  key: string,
  name: Bilingual,
  slug: Bilingual,
  noun: Bilingual,
  kind: ProductKind,
  price: [number, number],
  size: [number, number, number],
  materials: string[],
): LeafCategory {
  return { key, name, slug, noun, kind, price, size, materials };
}

/** The category tree: top level, level 2, level 3 (products belong to level 3). */
export const CATEGORY_TREE: TopCategory[] = [
  {
    key: 'furniture',
    name: { no: 'Møbler', en: 'Furniture' },
    slug: { no: 'mobler', en: 'furniture' },
    iconName: 'sofa',
    children: [
      {
        key: 'sofas',
        name: { no: 'Sofaer', en: 'Sofas' },
        slug: { no: 'sofaer', en: 'sofas' },
        iconName: 'sofa',
        children: [
          leaf(
            'two-seat-sofas',
            { no: '2-seters sofaer', en: '2-seat sofas' },
            { no: '2-seters-sofaer', en: '2-seat-sofas' },
            { no: '2-seters sofa', en: '2-seat sofa' },
            'sofa',
            [4990, 14990],
            [170, 88, 82],
            UPHOLSTERY,
          ),
          leaf(
            'three-seat-sofas',
            { no: '3-seters sofaer', en: '3-seat sofas' },
            { no: '3-seters-sofaer', en: '3-seat-sofas' },
            { no: '3-seters sofa', en: '3-seat sofa' },
            'sofa',
            [6990, 24990],
            [220, 92, 82],
            UPHOLSTERY,
          ),
          leaf(
            'corner-sofas',
            { no: 'Hjørnesofaer', en: 'Corner sofas' },
            { no: 'hjornesofaer', en: 'corner-sofas' },
            { no: 'hjørnesofa', en: 'corner sofa' },
            'sofa',
            [9990, 34990],
            [280, 180, 80],
            UPHOLSTERY,
          ),
          leaf(
            'sofa-beds',
            { no: 'Sovesofaer', en: 'Sofa beds' },
            { no: 'sovesofaer', en: 'sofa-beds' },
            { no: 'sovesofa', en: 'sofa bed' },
            'sofa',
            [5990, 17990],
            [200, 95, 85],
            UPHOLSTERY,
          ),
        ],
      },
      {
        key: 'arm-chairs',
        name: { no: 'Lenestoler', en: 'Arm chairs' },
        slug: { no: 'lenestoler', en: 'arm-chairs' },
        iconName: 'armchair',
        children: [
          leaf(
            'wing-chairs',
            { no: 'Ørelappstoler', en: 'Wing chairs' },
            { no: 'orelappstoler', en: 'wing-chairs' },
            { no: 'ørelappstol', en: 'wing chair' },
            'arm-chair',
            [3990, 12990],
            [80, 85, 105],
            UPHOLSTERY,
          ),
          leaf(
            'recliners',
            { no: 'Hvilestoler', en: 'Recliners' },
            { no: 'hvilestoler', en: 'recliners' },
            { no: 'hvilestol', en: 'recliner' },
            'arm-chair',
            [4990, 19990],
            [82, 90, 102],
            UPHOLSTERY,
          ),
          leaf(
            'lounge-chairs',
            { no: 'Loungestoler', en: 'Lounge chairs' },
            { no: 'loungestoler', en: 'lounge-chairs' },
            { no: 'loungestol', en: 'lounge chair' },
            'arm-chair',
            [2990, 9990],
            [75, 80, 78],
            UPHOLSTERY,
          ),
        ],
      },
      {
        key: 'chairs',
        name: { no: 'Stoler', en: 'Chairs' },
        slug: { no: 'stoler', en: 'chairs' },
        iconName: 'chair',
        children: [
          leaf(
            'dining-chairs',
            { no: 'Spisestoler', en: 'Dining chairs' },
            { no: 'spisestoler', en: 'dining-chairs' },
            { no: 'spisestol', en: 'dining chair' },
            'chair',
            [690, 3490],
            [48, 52, 80],
            WOOD,
          ),
          leaf(
            'bar-stools',
            { no: 'Barkrakker', en: 'Bar stools' },
            { no: 'barkrakker', en: 'bar-stools' },
            { no: 'barkrakk', en: 'bar stool' },
            'stool',
            [590, 2490],
            [40, 40, 75],
            [...WOOD, 'steel'],
          ),
          leaf(
            'office-chairs',
            { no: 'Kontorstoler', en: 'Office chairs' },
            { no: 'kontorstoler', en: 'office-chairs' },
            { no: 'kontorstol', en: 'office chair' },
            'chair',
            [1490, 7990],
            [65, 65, 110],
            ['steel', 'wool', 'leather'],
          ),
        ],
      },
      {
        key: 'tables',
        name: { no: 'Bord', en: 'Tables' },
        slug: { no: 'bord', en: 'tables' },
        iconName: 'table',
        children: [
          leaf(
            'dining-tables',
            { no: 'Spisebord', en: 'Dining tables' },
            { no: 'spisebord', en: 'dining-tables' },
            { no: 'spisebord', en: 'dining table' },
            'table',
            [3490, 19990],
            [180, 90, 74],
            WOOD,
          ),
          leaf(
            'coffee-tables',
            { no: 'Sofabord', en: 'Coffee tables' },
            { no: 'sofabord', en: 'coffee-tables' },
            { no: 'sofabord', en: 'coffee table' },
            'table',
            [1490, 7990],
            [110, 60, 42],
            [...WOOD, 'glass'],
          ),
          leaf(
            'side-tables',
            { no: 'Sidebord', en: 'Side tables' },
            { no: 'sidebord', en: 'side-tables' },
            { no: 'sidebord', en: 'side table' },
            'table',
            [590, 2990],
            [45, 45, 55],
            [...WOOD, 'steel'],
          ),
        ],
      },
      {
        key: 'storage',
        name: { no: 'Oppbevaring', en: 'Storage' },
        slug: { no: 'oppbevaring', en: 'storage' },
        iconName: 'shelf',
        children: [
          leaf(
            'shelves',
            { no: 'Hyller', en: 'Shelves' },
            { no: 'hyller', en: 'shelves' },
            { no: 'hylle', en: 'shelf' },
            'shelf',
            [990, 6990],
            [80, 35, 180],
            [...WOOD, 'steel'],
          ),
          leaf(
            'sideboards',
            { no: 'Skjenker', en: 'Sideboards' },
            { no: 'skjenker', en: 'sideboards' },
            { no: 'skjenk', en: 'sideboard' },
            'cabinet',
            [3990, 14990],
            [160, 45, 75],
            WOOD,
          ),
          leaf(
            'cabinets',
            { no: 'Skap', en: 'Cabinets' },
            { no: 'skap', en: 'cabinets' },
            { no: 'skap', en: 'cabinet' },
            'cabinet',
            [2490, 11990],
            [90, 45, 190],
            WOOD,
          ),
        ],
      },
      {
        key: 'beds',
        name: { no: 'Senger', en: 'Beds' },
        slug: { no: 'senger', en: 'beds' },
        iconName: 'bed',
        children: [
          leaf(
            'double-beds',
            { no: 'Dobbeltsenger', en: 'Double beds' },
            { no: 'dobbeltsenger', en: 'double-beds' },
            { no: 'dobbeltseng', en: 'double bed' },
            'bed',
            [5990, 29990],
            [180, 210, 100],
            [...WOOD, 'velvet'],
          ),
          leaf(
            'single-beds',
            { no: 'Enkeltsenger', en: 'Single beds' },
            { no: 'enkeltsenger', en: 'single-beds' },
            { no: 'enkeltseng', en: 'single bed' },
            'bed',
            [2990, 12990],
            [90, 200, 95],
            WOOD,
          ),
          leaf(
            'headboards',
            { no: 'Sengegavler', en: 'Headboards' },
            { no: 'sengegavler', en: 'headboards' },
            { no: 'sengegavl', en: 'headboard' },
            'bed',
            [1490, 5990],
            [180, 10, 120],
            UPHOLSTERY,
          ),
        ],
      },
    ],
  },
  {
    key: 'lighting',
    name: { no: 'Belysning', en: 'Lighting' },
    slug: { no: 'belysning', en: 'lighting' },
    iconName: 'lamp',
    children: [
      {
        key: 'ceiling-lamps',
        name: { no: 'Taklamper', en: 'Ceiling lamps' },
        slug: { no: 'taklamper', en: 'ceiling-lamps' },
        iconName: 'pendant',
        children: [
          leaf(
            'pendants',
            { no: 'Pendler', en: 'Pendants' },
            { no: 'pendler', en: 'pendants' },
            { no: 'pendel', en: 'pendant' },
            'pendant',
            [690, 5990],
            [40, 40, 30],
            LAMP,
          ),
          leaf(
            'chandeliers',
            { no: 'Lysekroner', en: 'Chandeliers' },
            { no: 'lysekroner', en: 'chandeliers' },
            { no: 'lysekrone', en: 'chandelier' },
            'pendant',
            [2990, 14990],
            [70, 70, 60],
            LAMP,
          ),
        ],
      },
      {
        key: 'floor-lamps',
        name: { no: 'Gulvlamper', en: 'Floor lamps' },
        slug: { no: 'gulvlamper', en: 'floor-lamps' },
        iconName: 'floor-lamp',
        children: [
          leaf(
            'reading-lamps',
            { no: 'Leselamper', en: 'Reading lamps' },
            { no: 'leselamper', en: 'reading-lamps' },
            { no: 'leselampe', en: 'reading lamp' },
            'floor-lamp',
            [790, 3990],
            [30, 30, 140],
            LAMP,
          ),
          leaf(
            'arc-lamps',
            { no: 'Buelamper', en: 'Arc lamps' },
            { no: 'buelamper', en: 'arc-lamps' },
            { no: 'buelampe', en: 'arc lamp' },
            'floor-lamp',
            [1990, 6990],
            [40, 120, 200],
            LAMP,
          ),
        ],
      },
      {
        key: 'table-lamps',
        name: { no: 'Bordlamper', en: 'Table lamps' },
        slug: { no: 'bordlamper', en: 'table-lamps' },
        iconName: 'table-lamp',
        children: [
          leaf(
            'bedside-lamps',
            { no: 'Nattbordslamper', en: 'Bedside lamps' },
            { no: 'nattbordslamper', en: 'bedside-lamps' },
            { no: 'nattbordslampe', en: 'bedside lamp' },
            'table-lamp',
            [390, 1990],
            [20, 20, 40],
            LAMP,
          ),
          leaf(
            'desk-lamps',
            { no: 'Skrivebordslamper', en: 'Desk lamps' },
            { no: 'skrivebordslamper', en: 'desk-lamps' },
            { no: 'skrivebordslampe', en: 'desk lamp' },
            'table-lamp',
            [490, 2490],
            [18, 40, 45],
            LAMP,
          ),
        ],
      },
    ],
  },
  {
    key: 'textiles',
    name: { no: 'Tekstiler', en: 'Textiles' },
    slug: { no: 'tekstiler', en: 'textiles' },
    iconName: 'textile',
    children: [
      {
        key: 'cushions',
        name: { no: 'Puter', en: 'Cushions' },
        slug: { no: 'puter', en: 'cushions' },
        iconName: 'cushion',
        children: [
          leaf(
            'decorative-cushions',
            { no: 'Pynteputer', en: 'Decorative cushions' },
            { no: 'pynteputer', en: 'decorative-cushions' },
            { no: 'pyntepute', en: 'cushion' },
            'cushion',
            [149, 699],
            [50, 50, 15],
            TEXTILE,
          ),
          leaf(
            'seat-cushions',
            { no: 'Seteputer', en: 'Seat cushions' },
            { no: 'seteputer', en: 'seat-cushions' },
            { no: 'setepute', en: 'seat cushion' },
            'cushion',
            [99, 399],
            [40, 40, 5],
            TEXTILE,
          ),
        ],
      },
      {
        key: 'rugs',
        name: { no: 'Tepper', en: 'Rugs' },
        slug: { no: 'tepper', en: 'rugs' },
        iconName: 'rug',
        children: [
          leaf(
            'wool-rugs',
            { no: 'Ullteppe', en: 'Wool rugs' },
            { no: 'ulltepper', en: 'wool-rugs' },
            { no: 'ullteppe', en: 'wool rug' },
            'rug',
            [1490, 9990],
            [200, 300, 1],
            ['wool'],
          ),
          leaf(
            'flatweave-rugs',
            { no: 'Flatvevde tepper', en: 'Flatweave rugs' },
            { no: 'flatvevde-tepper', en: 'flatweave-rugs' },
            { no: 'flatvevd teppe', en: 'flatweave rug' },
            'rug',
            [690, 4990],
            [160, 230, 1],
            ['cotton', 'wool'],
          ),
        ],
      },
      {
        key: 'throws',
        name: { no: 'Pledd', en: 'Throws' },
        slug: { no: 'pledd', en: 'throws' },
        iconName: 'throw',
        children: [
          leaf(
            'wool-throws',
            { no: 'Ullpledd', en: 'Wool throws' },
            { no: 'ullpledd', en: 'wool-throws' },
            { no: 'ullpledd', en: 'wool throw' },
            'throw',
            [399, 1490],
            [130, 170, 1],
            ['wool'],
          ),
          leaf(
            'cotton-throws',
            { no: 'Bomullspledd', en: 'Cotton throws' },
            { no: 'bomullspledd', en: 'cotton-throws' },
            { no: 'bomullspledd', en: 'cotton throw' },
            'throw',
            [249, 899],
            [130, 170, 1],
            ['cotton', 'linen'],
          ),
        ],
      },
    ],
  },
  {
    key: 'outdoor',
    name: { no: 'Utemøbler', en: 'Outdoor' },
    slug: { no: 'utemobler', en: 'outdoor' },
    iconName: 'sun',
    children: [
      {
        key: 'garden-sofas',
        name: { no: 'Hagesofaer', en: 'Garden sofas' },
        slug: { no: 'hagesofaer', en: 'garden-sofas' },
        iconName: 'sofa',
        children: [
          leaf(
            'lounge-sets',
            { no: 'Loungesett', en: 'Lounge sets' },
            { no: 'loungesett', en: 'lounge-sets' },
            { no: 'loungesett', en: 'lounge set' },
            'sofa',
            [4990, 24990],
            [240, 160, 70],
            OUTDOOR,
          ),
          leaf(
            'garden-benches',
            { no: 'Hagebenker', en: 'Garden benches' },
            { no: 'hagebenker', en: 'garden-benches' },
            { no: 'hagebenk', en: 'garden bench' },
            'sofa',
            [1490, 5990],
            [150, 60, 85],
            OUTDOOR,
          ),
        ],
      },
      {
        key: 'garden-chairs',
        name: { no: 'Hagestoler', en: 'Garden chairs' },
        slug: { no: 'hagestoler', en: 'garden-chairs' },
        iconName: 'chair',
        children: [
          leaf(
            'stacking-chairs',
            { no: 'Stablestoler', en: 'Stacking chairs' },
            { no: 'stablestoler', en: 'stacking-chairs' },
            { no: 'stablestol', en: 'stacking chair' },
            'chair',
            [390, 1990],
            [55, 55, 80],
            OUTDOOR,
          ),
          leaf(
            'sun-loungers',
            { no: 'Solsenger', en: 'Sun loungers' },
            { no: 'solsenger', en: 'sun-loungers' },
            { no: 'solseng', en: 'sun lounger' },
            'lounger',
            [1490, 6990],
            [70, 195, 35],
            OUTDOOR,
          ),
        ],
      },
      {
        key: 'garden-tables',
        name: { no: 'Hagebord', en: 'Garden tables' },
        slug: { no: 'hagebord', en: 'garden-tables' },
        iconName: 'table',
        children: [
          leaf(
            'garden-dining-tables',
            { no: 'Spisebord ute', en: 'Garden dining tables' },
            { no: 'spisebord-ute', en: 'garden-dining-tables' },
            { no: 'hagespisebord', en: 'garden dining table' },
            'table',
            [2490, 14990],
            [200, 95, 74],
            OUTDOOR,
          ),
          leaf(
            'garden-side-tables',
            { no: 'Sidebord ute', en: 'Garden side tables' },
            { no: 'sidebord-ute', en: 'garden-side-tables' },
            { no: 'hagesidebord', en: 'garden side table' },
            'table',
            [490, 2490],
            [50, 50, 50],
            OUTDOOR,
          ),
        ],
      },
    ],
  },
];

/** The catalogue root address segment per language ('/en/assortment/...'). */
export const ASSORTMENT_SLUG: Bilingual = { no: 'sortiment', en: 'assortment' };

/** Manufacturers. */
export const BRANDS: ReadonlyArray<{ key: string; name: string }> = [
  { key: 'nordlys', name: 'Nordlys Design' },
  { key: 'fjordhus', name: 'Fjordhus' },
  { key: 'skog', name: 'Skog & Co' },
  { key: 'hygge', name: 'Hygge Home' },
  { key: 'vinterlys', name: 'Vinterlys' },
  { key: 'bergmann', name: 'Bergmann' },
  { key: 'lunde', name: 'Lunde Møbler' },
  { key: 'tind', name: 'Studio Tind' },
  { key: 'havn', name: 'Havn' },
  { key: 'solberg', name: 'Solberg' },
  { key: 'kvist', name: 'Kvist' },
  { key: 'elvebakken', name: 'Elvebakken' },
];

/** Colours with display names and the hex the drawings use. */
export const COLORS: ReadonlyArray<{ key: string; hex: string; names: Bilingual }> = [
  { key: 'black', hex: '#2b2b2b', names: { no: 'Svart', en: 'Black' } },
  { key: 'white', hex: '#f2f0eb', names: { no: 'Hvit', en: 'White' } },
  { key: 'grey', hex: '#8c8c8c', names: { no: 'Grå', en: 'Grey' } },
  { key: 'beige', hex: '#d8c7a8', names: { no: 'Beige', en: 'Beige' } },
  { key: 'oak', hex: '#c49a6c', names: { no: 'Natur eik', en: 'Natural oak' } },
  { key: 'walnut', hex: '#6b4a2f', names: { no: 'Valnøtt', en: 'Walnut' } },
  { key: 'green', hex: '#4f6f52', names: { no: 'Grønn', en: 'Green' } },
  { key: 'blue', hex: '#3d5a80', names: { no: 'Blå', en: 'Blue' } },
  { key: 'rust', hex: '#b5553a', names: { no: 'Rust', en: 'Rust' } },
  { key: 'pink', hex: '#e3a9a4', names: { no: 'Rosa', en: 'Pink' } },
  { key: 'yellow', hex: '#e0b43c', names: { no: 'Gul', en: 'Yellow' } },
  { key: 'brown', hex: '#7a5230', names: { no: 'Brun', en: 'Brown' } },
];

/** Materials (the 'Material' facet). */
export const MATERIALS: ReadonlyArray<{ key: string; names: Bilingual }> = [
  { key: 'oak', names: { no: 'Eik', en: 'Oak' } },
  { key: 'walnut', names: { no: 'Valnøtt', en: 'Walnut' } },
  { key: 'ash', names: { no: 'Ask', en: 'Ash' } },
  { key: 'pine', names: { no: 'Furu', en: 'Pine' } },
  { key: 'steel', names: { no: 'Stål', en: 'Steel' } },
  { key: 'brass', names: { no: 'Messing', en: 'Brass' } },
  { key: 'glass', names: { no: 'Glass', en: 'Glass' } },
  { key: 'velvet', names: { no: 'Fløyel', en: 'Velvet' } },
  { key: 'wool', names: { no: 'Ull', en: 'Wool' } },
  { key: 'leather', names: { no: 'Skinn', en: 'Leather' } },
  { key: 'linen', names: { no: 'Lin', en: 'Linen' } },
  { key: 'cotton', names: { no: 'Bomull', en: 'Cotton' } },
  { key: 'boucle', names: { no: 'Bouclé', en: 'Bouclé' } },
  { key: 'teak', names: { no: 'Teak', en: 'Teak' } },
  { key: 'aluminium', names: { no: 'Aluminium', en: 'Aluminium' } },
  { key: 'rattan', names: { no: 'Rotting', en: 'Rattan' } },
];

/** Series (model) names; a product's name is its series plus its category noun. */
export const SERIES: readonly string[] = [
  'Oslo',
  'Bergen',
  'Lofoten',
  'Fjord',
  'Nordkapp',
  'Tromsø',
  'Voss',
  'Hamar',
  'Alta',
  'Molde',
  'Bodø',
  'Geilo',
  'Kragerø',
  'Sola',
  'Hvaler',
  'Røros',
  'Senja',
  'Lyngen',
  'Trysil',
  'Hemsedal',
  'Lindesnes',
  'Stad',
  'Vega',
  'Femunden',
  'Jotun',
  'Runde',
  'Utsira',
  'Bygdøy',
  'Sandnes',
  'Arendal',
  'Halden',
  'Ulvik',
  'Balestrand',
  'Fauske',
  'Mandal',
  'Grimstad',
  'Lista',
  'Frøya',
  'Hitra',
  'Smøla',
];

/** Extra words after the series for some products. */
export const EDITIONS: ReadonlyArray<Bilingual | null> = [
  null,
  null,
  null,
  { no: 'Classic', en: 'Classic' },
  { no: 'Compact', en: 'Compact' },
  { no: 'Lounge', en: 'Lounge' },
  { no: 'XL', en: 'XL' },
  { no: 'Studio', en: 'Studio' },
];

/** Adjectives for marketing texts. */
export const ADJECTIVES: readonly Bilingual[] = [
  { no: 'tidløs', en: 'timeless' },
  { no: 'moderne', en: 'modern' },
  { no: 'skandinavisk', en: 'Scandinavian' },
  { no: 'elegant', en: 'elegant' },
  { no: 'robust', en: 'sturdy' },
  { no: 'lun', en: 'cosy' },
  { no: 'minimalistisk', en: 'minimalist' },
];

/** Rooms for marketing texts. */
export const ROOMS: readonly Bilingual[] = [
  { no: 'stuen', en: 'the living room' },
  { no: 'kjøkkenet', en: 'the kitchen' },
  { no: 'soverommet', en: 'the bedroom' },
  { no: 'hjemmekontoret', en: 'the home office' },
  { no: 'hytta', en: 'the cabin' },
  { no: 'terrassen', en: 'the terrace' },
];

/** Unique selling points. */
export const USPS: readonly Bilingual[] = [
  { no: 'Fri frakt over 5 000 kr', en: 'Free delivery over 5,000 kr' },
  { no: '10 års garanti på rammen', en: '10-year warranty on the frame' },
  { no: 'FSC-sertifisert tre', en: 'FSC-certified wood' },
  { no: 'Avtakbare og vaskbare trekk', en: 'Removable, washable covers' },
  { no: 'Produsert i Norden', en: 'Made in the Nordics' },
  { no: '365 dagers åpent kjøp', en: '365-day returns' },
  { no: 'Levert ferdig montert', en: 'Delivered fully assembled' },
];

/** Promotions: a discount percentage each; one is tied to a coupon code. */
export const PROMOTIONS: ReadonlyArray<{
  couponCode: string | null;
  discountPercentage: number;
  names: Bilingual;
  descriptions: Bilingual;
}> = [
  {
    couponCode: null,
    discountPercentage: 20,
    names: { no: 'Black Week', en: 'Black Week' },
    descriptions: { no: '20 % på utvalgte møbler', en: '20% off selected furniture' },
  },
  {
    couponCode: null,
    discountPercentage: 15,
    names: { no: 'Vårkampanje', en: 'Spring campaign' },
    descriptions: { no: '15 % på utvalgte varer', en: '15% off selected items' },
  },
  {
    couponCode: null,
    discountPercentage: 30,
    names: { no: 'Utsalg', en: 'Clearance' },
    descriptions: { no: '30 % på utgående varer', en: '30% off outgoing items' },
  },
  {
    couponCode: 'HYGGE10',
    discountPercentage: 10,
    names: { no: 'Hygge-rabatt', en: 'Hygge discount' },
    descriptions: { no: '10 % med koden HYGGE10', en: '10% with the code HYGGE10' },
  },
];
