export { FEATURES_PACKAGE } from './package-name';
