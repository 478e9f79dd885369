/** The package's name, for diagnostics. */
export const FEATURES_PACKAGE = '@storefront/features';
