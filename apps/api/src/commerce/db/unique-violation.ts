/**
 * True when a database error is a unique-key violation (SQLSTATE 23505), from node-postgres or PGlite,
 * also when Drizzle wraps it: two requests that raced for the same name, where the loser gets a 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
