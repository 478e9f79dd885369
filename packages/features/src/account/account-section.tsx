import type { ReactNode } from 'react';

/** Props of {@link AccountSection}. */
export interface AccountSectionProps {
  /** The section heading. */
  title: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled block of the account page. */
export function AccountSection({ title, actions, children }: AccountSectionProps) {
  return (
    <section
      css={(t) => ({
        display: 'grid',
        // Content may be narrower than its widest table, which then scrolls in its own box.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: t.space[3],
        padding: t.space[4],
        border: `${t.borderWidths.thin} solid ${t.colors.border}`,
        borderRadius: t.radii.m,
        background: t.colors.surface,
      })}
    >
      <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space[3], alignItems: 'center' })}>
        <h2 css={(t) => ({ margin: 0, fontSize: t.fontSizes.l, flex: '1 1 auto' })}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
