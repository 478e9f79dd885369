/**
 * Business constants and limits of spec section 9 (and the defaults of section 1), by name.
 * Timings are milliseconds, sizes are CSS pixels unless the name says rem.
 */

// ---- Defaults (spec §1, §9) ----

/** Default content language sent in `Content-Language` (spec §1). */
export const DEFAULT_LANGUAGE = 'no';
/** Language route used when neither session storage nor the address names one (spec §2). */
export const FALLBACK_ROUTE_LANGUAGE = 'en';
/** Languages the shop serves (contract: 'no' and 'en'). */
export const SUPPORTED_LANGUAGES = ['no', 'en'] as const;
/** Default currency (spec §1). */
export const DEFAULT_CURRENCY = 'SEK';
/** Default country (spec §1). */
export const DEFAULT_COUNTRY = 'NO';
/** Value of the `Active` facet after a clear and when nothing is selected: hide discontinued products (spec §4, §9). */
export const DEFAULT_ACTIVE_FILTER = 'True';
/** Prices are shown excluding VAT unless the settings say otherwise (spec §1). */
export const DEFAULT_PRICE_INCL_VAT = false;
/** A cart accepts split deliveries unless told otherwise (spec §3, §9). */
export const DEFAULT_ACCEPT_ORDER_SPLITTING = true;
/** System mode that selects prices including VAT (spec §1). */
export const PRICE_INCL_VAT_SYSTEM_MODE = 'OPTI';
/** VAT rate (contract: 25 %). */
export const VAT_RATE = 0.25;
/** Default sorter of a category listing (spec §4). */
export const DEFAULT_SORT_ORDER = 'sortOrderLatest';
/** Number of category levels reported to analytics (spec §9). */
export const ANALYTICS_CATEGORY_LEVELS = 4;
/** Total VAT the development mock cart reports, in SEK (spec §9). */
export const MOCK_TOTAL_VAT = 1000;

// ---- Listing (spec §2, §9) ----

/** Default page size of a listing batch, unless the page gives itemsPerLoad (spec §9): a wire rule the server shares. */
export { DEFAULT_PAGE_SIZE } from '@storefront/api-client/wire-rules';
/** Distance in px at which the infinite-scroll sentinel triggers the next batch (spec §2). */
export const INFINITE_SCROLL_MARGIN_PX = 100;
/** Facets shown before the show-more toggle (spec §2). */
export const FILTER_PANEL_INITIAL_FACETS = 5;
/** Facet key that controls whether discontinued products show (spec §2). */
export const ACTIVE_FACET_KEY = 'Active';
/** Facet hidden everywhere except on the search page (spec §2). */
export const MAIN_CATEGORY_FACET_KEY = 'MainCategory';

// ---- Timings (spec §9) ----

/** Interval of the session check: 31 minutes (spec §4). */
export const SESSION_CHECK_INTERVAL_MS = 1_860_000;
/** Pause after typing before the quick search runs (spec §4). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Delay before the search dropdown closes after a submit (spec §4). */
export const SEARCH_SUBMIT_CLOSE_DELAY_MS = 400;
/** Delay before the search dropdown closes on a page change (spec §4). */
export const SEARCH_PAGE_CHANGE_CLOSE_DELAY_MS = 500;
/** Delay before the mega menu opens (spec §2). */
export const MENU_OPEN_DELAY_MS = 100;
/** Debounce of the breadcrumb overflow check (spec §2). */
export const BREADCRUMB_CHECK_DEBOUNCE_MS = 200;
/** Time the add-to-cart button shows its finished state before it resets (spec §4). */
export const ADD_TO_CART_RESET_MS = 2500;
/** Delay before focus moves to a side panel's close button (spec §2). */
export const MODAL_FOCUS_DELAY_MS = 1000;
/** Delay after first render before the start-up loader is removed (spec §2). */
export const STARTUP_LOADER_REMOVAL_MS = 700;
/** Duration of one zoom cycle of the loading logo (spec §2). */
export const LOADING_LOGO_CYCLE_MS = 1500;

// ---- Search (spec §4, §5, §9) ----

/** Shortest query that runs a quick search: longer than 2 characters (spec §5). */
export const QUICK_SEARCH_MIN_QUERY_LENGTH = 3;
/** Shortest query that navigates to the search page: longer than 1 character (spec §5). */
export const FULL_SEARCH_MIN_QUERY_LENGTH = 2;
/** Products shown in quick search when only products have hits (spec §9). */
export const QUICK_SEARCH_MAX_PRODUCTS = 5;
/** Products shown in quick search when categories or content also have hits (spec §9). */
export const QUICK_SEARCH_MAX_PRODUCTS_WITH_OTHER_HITS = 3;
/** Categories shown in quick search (spec §9). */
export const QUICK_SEARCH_MAX_CATEGORIES = 3;
/** Content items shown in quick search (spec §9). */
export const QUICK_SEARCH_MAX_CONTENT = 2;

// ---- Stock and cart (spec §4, §9) ----

/** Highest stock quantity still shown as "few left" (spec §4). */
export const STOCK_FEW_LEFT_THRESHOLD = 10;
/** Highest stock quantity shown as "in stock (10+)"; above it is "in stock (50+)" (spec §4). */
export const STOCK_PLENTY_THRESHOLD = 50;
/** Lowest and highest quantity a cart line accepts (spec §9): wire rules the server's cart schemas share. */
export {
  QUANTITY_MAX as CART_QUANTITY_MAX,
  QUANTITY_MIN as CART_QUANTITY_MIN,
} from '@storefront/api-client/wire-rules';
/** Minimum of the product-card quantity stepper (spec §5). */
export const STEPPER_MIN_QUANTITY = 1;
/** Quantity an empty quantity input resets to (spec §5). */
export const EMPTY_QUANTITY_INPUT_VALUE = 1;

// ---- Layout (spec §2, §9) ----

/**
 * Breakpoints in px (spec §9). Pairs like 1024/1025 are the last width of one layout and the first of the next.
 */
export const BREAKPOINTS = {
  /** Widest small phone. */
  xsMax: 375,
  /** First width above small phones; also the first grid breakpoint. */
  sm: 376,
  /** Tablet portrait. */
  md: 600,
  /** Widest width that hides the third-party chat widget (below 720) and shows the mobile footer. */
  smallMax: 720,
  /** First width of the desktop footer; second grid breakpoint. */
  small: 721,
  /** First width where the side panel modal is a right-hand drawer. */
  drawer: 961,
  /** Widest width of the mobile layout and mobile header. */
  mobileMax: 1024,
  /** First width of the desktop layout; third grid breakpoint. */
  desktop: 1025,
  /** Wide desktop. */
  wide: 1280,
  /** Widest width before the extra-wide layout. */
  xlMax: 1440,
  /** First extra-wide width; fourth grid breakpoint. */
  xl: 1441,
} as const;
/** Widths (px) where the grid changes its column count (spec §9). */
export const GRID_BREAKPOINTS = [376, 721, 1025, 1441] as const;
/** Column counts of the layout grid (spec §9). */
export const GRID_COLUMNS = [4, 8, 12] as const;
/** Widest viewport (px) that uses the mobile layout (spec §2). */
export const MOBILE_LAYOUT_MAX_WIDTH = 1024;
/** First viewport width (px) of the desktop footer (spec §2). */
export const FOOTER_DESKTOP_MIN_WIDTH = 721;
/** First viewport width (px) where the side panel modal is a drawer (spec §2). */
export const SIDE_PANEL_DRAWER_MIN_WIDTH = 961;
/** Viewports narrower than this (px) hide or move the chat widget (spec §2). */
export const CHAT_WIDGET_MIN_WIDTH = 720;
/** Width of the side panel drawer in px (spec §2, §9). */
export const MODAL_DRAWER_WIDTH_PX = 480;
/** Height of the desktop header in px (spec §2). */
export const DESKTOP_HEADER_HEIGHT_PX = 72;
/** Height of the checkout header in px (spec §2). */
export const CHECKOUT_HEADER_HEIGHT_PX = 56;
/** Header heights of the style scale in rem (spec §9). */
export const HEADER_HEIGHT_REM = { mobile: 4, desktop: 8 } as const;
/** Scroll distance in px past which the secondary header bar hides on scroll down (spec §2). */
export const SECONDARY_BAR_HIDE_SCROLL_PX = 50;
/** Content max widths in rem (spec §9). */
export const CONTENT_MAX_WIDTH_REM = { screen: 90, content: 82, small: 76, quote: 73.5 } as const;

// ---- Style scale (spec §9) ----

/** Spacing unit in px (spec §9). */
export const SPACING_UNIT_PX = 4;
/** Smallest and largest step of the spacing scale in rem (spec §9). */
export const SPACING_SCALE_REM = { min: 0.25, max: 19 } as const;
/** Base font size in px (spec §9). */
export const BASE_FONT_SIZE_PX = 16;
/** Smallest and largest font size in rem (spec §9). */
export const FONT_SIZE_SCALE_REM = { min: 0.75, max: 4 } as const;
/** Font weights in use (spec §9). */
export const FONT_WEIGHTS = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
/** Shortest and longest transition in ms (spec §9). */
export const TRANSITION_MS = { min: 100, max: 6000 } as const;
/** Stacking layers (spec §9). */
export const Z_INDEX = { modal: 20, tooltip: 40, pageLoader: 990, errorModal: 1000 } as const;
/** Icon sizes in px (spec §9). */
export const ICON_SIZES_PX = { xs: 12, s: 16, m: 24, l: 32, xl: 64 } as const;
/** Logo size in px (spec §9). */
export const LOGO_SIZE_PX = { width: 150, height: 41 } as const;
/** Small logo size in px (spec §9). */
export const SMALL_LOGO_SIZE_PX = { width: 120, height: 33 } as const;
/** Diameter of a dot (e.g. a badge marker) in px (spec §9). */
export const DOT_SIZE_PX = 6;
/** Icon stroke width in px (spec §9). */
export const ICON_STROKE_WIDTH_PX = 1.5;
/** Default icon viewBox (spec §9). */
export const ICON_VIEWBOX = '0 0 24 24';

// ---- HTTP (spec §9) ----

/** HTTP statuses the storefront handles (spec §9). */
export const HANDLED_HTTP_STATUSES = [200, 201, 204, 301, 302, 307, 400, 401, 403, 404, 500, 503] as const;

// ---- Browser storage keys (decided here so every reader uses the same one) ----

/** Session storage key of the chosen language (spec §2). */
export const LANGUAGE_STORAGE_KEY = 'storefront.language';
/** Local storage key of the theme (spec §4). */
export const THEME_STORAGE_KEY = 'storefront.theme';
/** Local storage key of the list/grid choice of listings (spec §2). */
export const LISTING_VIEW_STORAGE_KEY = 'storefront.listingView';
/** Local storage key of the last search-page parameters (spec §2). */
export const SEARCH_PARAMS_STORAGE_KEY = 'storefront.searchParams';
