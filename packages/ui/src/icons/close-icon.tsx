/** Close (×) icon, 24x24 viewBox, 1.5px stroke. */
export function CloseIcon({ size = 24, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
