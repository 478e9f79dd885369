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
  return (
    <ul
      role="alert"
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
  );
}
