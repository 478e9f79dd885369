import { createApiClient } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { apiErrorStored, applicationErrorSet } from '../store/application-error-actions';
import { makeStore } from '../store/make-store';
import { errorsReset, inputErrorsSet, selectApplicationError, selectInputErrors } from './errors-slice';

const store = () => makeStore({ api: createApiClient({ apiBase: 'http://127.0.0.1:9' }) });

describe('errors slice', () => {
  it('stores status and data of a failure', () => {
    const s = store();
    s.dispatch(
      apiErrorStored({ kind: 'failure', status: 403, message: 'Access forbidden.', data: { error: 'X' } }),
    );
    expect(selectApplicationError(s.getState())).toEqual({ status: 403, data: { error: 'X' } });
  });

  it('stores status and message of an exception', () => {
    const s = store();
    s.dispatch(
      apiErrorStored({
        kind: 'exception',
        status: 503,
        message: 'An unexpected status code was received: 503',
      }),
    );
    expect(selectApplicationError(s.getState())).toEqual({
      status: 503,
      message: 'An unexpected status code was received: 503',
    });
  });

  it('sets an application error only when it has a status, a message or a translation key', () => {
    const s = store();
    s.dispatch(applicationErrorSet({}));
    expect(selectApplicationError(s.getState())).toBeNull();
    s.dispatch(applicationErrorSet({ titleKey: 'error.title' }));
    expect(selectApplicationError(s.getState())).toEqual({ titleKey: 'error.title' });
  });

  it('stores input errors and resets everything', () => {
    const s = store();
    s.dispatch(inputErrorsSet({ email: 'Not a valid e-mail address' }));
    s.dispatch(applicationErrorSet({ message: 'Unexpected error' }));
    expect(selectInputErrors(s.getState())).toEqual({ email: 'Not a valid e-mail address' });
    s.dispatch(errorsReset());
    expect(s.getState().errors).toEqual({ application: null, inputErrors: {} });
  });
});
