// `@storefront/features/settings`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { SettingsState } from './settings-slice';
export {
  fetchGlobalSettings,
  GLOBAL_SETTINGS_FAILURE,
  selectGlobalSettings,
  selectStaticPages,
  selectStaticPageUrl,
} from './settings-slice';
