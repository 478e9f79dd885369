// `@storefront/features/settings`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.

export { selectStaticPages, selectStaticPageUrl } from '../store/select-static-page-url';
export type { SettingsState } from './settings-slice';
export {
  fetchGlobalSettings,
  GLOBAL_SETTINGS_FAILURE,
  selectGlobalSettings,
} from './settings-slice';
