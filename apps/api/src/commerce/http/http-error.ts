import { ApiError } from '../../http/api-error';

/** 401 for calls that need a signed-in customer. */
export function notSignedIn(): ApiError {
  return new ApiError(401, 'UNAUTHORIZED', 'Sign in to continue.');
}

/** 403 for calls the signed-in customer may not make. */
export function forbidden(message = 'You are not allowed to do this.'): ApiError {
  return new ApiError(403, 'FORBIDDEN', message);
}
