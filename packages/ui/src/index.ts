import './theme/emotion-theme';

export type { AccordionItemProps, AccordionProps } from './accordion/accordion';
export { Accordion, AccordionItem } from './accordion/accordion';
export type { BadgeProps } from './badge/badge';
export { Badge } from './badge/badge';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/breadcrumbs';
export { Breadcrumbs } from './breadcrumbs/breadcrumbs';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { Button, buttonVariantStyles } from './button/button';
export type { CheckboxProps } from './checkbox/checkbox';
export { Checkbox } from './checkbox/checkbox';
export type { ScrollTableProps } from './data-table/scroll-table';
export { ScrollTable } from './data-table/scroll-table';
export { FOCUSABLE_SELECTOR, focusableElements } from './focus-trap/focusable';
export type { FocusTrapOptions } from './focus-trap/use-focus-trap';
export { isInOtherModal, useFocusTrap } from './focus-trap/use-focus-trap';
export type { IconButtonProps } from './icon-button/icon-button';
export { IconButton } from './icon-button/icon-button';
export type { LogoProps } from './icons/logo';
export { Logo } from './icons/logo';
export { LOGO_MARK_PATHS, type LogoMarkColors, logoMarkSvg } from './icons/logo-mark';
export type { ClusterProps } from './layout/cluster';
export { Cluster } from './layout/cluster';
export type { ContainerProps } from './layout/container';
export { Container } from './layout/container';
export { offscreenContent } from './layout/offscreen-content';
export { PAGE_HEADING_ID } from './layout/page-heading-id';
export type { LayoutElement, StackProps } from './layout/stack';
export { Stack } from './layout/stack';
export type { LinkProps } from './link/link';
export { Link, linkStyles } from './link/link';
export type { LoadingScreenProps } from './loading-screen/loading-screen';
export { LoadingScreen } from './loading-screen/loading-screen';
export type { ModalPlacement, ModalProps } from './modal/modal';
export { Modal, SidePanelModal } from './modal/modal';
export type { PriceLabels, PriceProps, ShownPrice } from './price/price';
export { Price } from './price/price';
export type { ProductCardLabels, ProductCardProps } from './product-card/product-card';
export { ProductCard } from './product-card/product-card';
export type { ProductImageProps } from './product-card/product-image';
export { ProductImage } from './product-card/product-image';
export type { AddToCartStatus } from './product-card/use-add-to-cart';
export { useAddToCart } from './product-card/use-add-to-cart';
export type { QuantityStepperProps } from './quantity-stepper/quantity-stepper';
export { QuantityStepper } from './quantity-stepper/quantity-stepper';
export type { RangeInputProps } from './range-input/range-input';
export { RangeInput } from './range-input/range-input';
export type { SelectOption, SelectProps } from './select/select';
export { Select } from './select/select';
export type { ProductCardSkeletonProps } from './skeleton/product-card-skeleton';
export { ProductCardSkeleton } from './skeleton/product-card-skeleton';
export type { ProductPageSkeletonProps } from './skeleton/product-page-skeleton';
export { ProductPageSkeleton } from './skeleton/product-page-skeleton';
export type { SkeletonProps } from './skeleton/skeleton';
export { Skeleton } from './skeleton/skeleton';
export type { SpinnerProps } from './spinner/spinner';
export { Spinner } from './spinner/spinner';
export type { StockIndicatorProps } from './stock-indicator/stock-indicator';
export { StockIndicator } from './stock-indicator/stock-indicator';
export type { TagProps, TagTone } from './tag/tag';
export { Tag } from './tag/tag';
export type { FieldControlProps, FieldProps } from './text-field/field';
export { Field } from './text-field/field';
export { Input, inputStyles } from './text-field/input';
export type { TextAreaProps } from './text-field/text-area';
export { TextArea } from './text-field/text-area';
export type { TextFieldProps } from './text-field/text-field';
export { TextField } from './text-field/text-field';
export { GlobalStyles } from './theme/global-styles';
export { DEFAULT_THEME, parseThemeName } from './theme/parse-theme-name';
export type {
  StorefrontThemeContextValue,
  StorefrontThemeProviderProps,
} from './theme/storefront-theme-provider';
export { StorefrontThemeProvider } from './theme/storefront-theme-provider';
export type { StorefrontTheme } from './theme/theme';
export { createTheme, themes } from './theme/theme';
export {
  readStoredTheme,
  THEME_STORAGE_KEY,
  TOGGLE_THEME_EVENT,
  writeStoredTheme,
} from './theme/theme-storage';
export { useStorefrontTheme } from './theme/use-storefront-theme';
export type { ToggleProps } from './toggle/toggle';
export { Toggle } from './toggle/toggle';
export type { BreakpointName, IconSize, SemanticColors, ThemeName } from './tokens';
export { mq } from './tokens/breakpoints';
export { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden/visually-hidden';
