/** Props of {@link FormErrors}. */
export interface FormErrorsProps {
  /** The messages; nothing renders when empty. */
  errors: readonly string[];
}

/**
 * Errors of a modal's call as a list in its footer (spec §4: change password shows an error list in the
 * footer). An alert, so screen readers announce it when it appears.
 */
export function FormErrors({ errors }: FormErrorsProps) {
  if (errors.length === 0) return null;
  // The alert role sits on a wrapper: on the <ul> itself it replaces the list role, and its <li> would
  // then have no list around them (axe: listitem).
  return (
    <div role="alert">
      <ul
        css={(t) => ({
          margin: 0,
          padding: `${t.space[2]} ${t.space[3]}`,
          listStyle: 'none',
          color: t.colors.danger,
          fontSize: t.fontSizes.s,
        })}
      >
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
