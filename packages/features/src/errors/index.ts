// `@storefront/features/errors`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { ApplicationError, FailedAnswer } from '../store/application-error-actions';
export { apiErrorStored, applicationErrorSet } from '../store/application-error-actions';
export type { ErrorsState } from './errors-slice';
export {
  errorsReset,
  inputErrorsSet,
  selectApplicationError,
  selectInputErrors,
} from './errors-slice';
