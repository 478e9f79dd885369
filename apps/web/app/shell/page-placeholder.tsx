import { useText } from '@storefront/features/translations';

/** The loading placeholder of a page: shown while a page chunk loads or for an unknown page type. */
export function PagePlaceholder() {
  const t = useText();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-placeholder"
      css={(theme) => ({
        maxWidth: theme.maxWidths.content,
        margin: '0 auto',
        padding: theme.space[6],
        display: 'grid',
        gap: theme.space[4],
      })}
    >
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('common.loading', 'Loading…')}
      </span>
      {[40, 100, 90, 70].map((width) => (
        <div
          key={width}
          aria-hidden="true"
          css={(theme) => ({
            width: `${width}%`,
            height: theme.space[6],
            borderRadius: theme.radii.s,
            background: theme.colors.surfaceMuted,
          })}
        />
      ))}
    </div>
  );
}
