import type { ApiErrorBody } from '../schemas/error';

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * The server's error body (`{ error, message, fields? }`) in a failed answer's `data`, or undefined when the
 * data is something else. A plain check rather than `apiErrorBodySchema.safeParse`, so code that runs in the
 * browser can read error bodies without bundling Zod.
 * @example readApiErrorBody(result.data)?.fields?.city // 'City has to be 1-40 characters'
 */
export function readApiErrorBody(data: unknown): ApiErrorBody | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const { error, message, fields } = data as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return undefined;
  if (fields !== undefined && !isStringRecord(fields)) return undefined;
  return fields === undefined ? { error, message } : { error, message, fields };
}
