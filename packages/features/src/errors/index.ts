// `@storefront/features/errors`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { ApplicationError, ErrorsState, FailedAnswer } from './errors-slice';
export {
  apiErrorStored,
  applicationErrorSet,
  errorsReset,
  inputErrorsSet,
  selectApplicationError,
  selectInputErrors,
} from './errors-slice';
