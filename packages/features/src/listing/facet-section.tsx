import { ChevronDownIcon } from '@storefront/ui/icons';
import { type ReactNode, useId, useState } from 'react';

/** Props of {@link FacetSection}. */
export interface FacetSectionProps {
  /** The facet's name, shown on the toggle. */
  title: string;
  /**
   * Whether the section starts open.
   * @default false
   */
  defaultOpen?: boolean;
  /** The facet's terms or range. */
  children: ReactNode;
}

/** A facet section that expands and collapses (disclosure pattern: a button with aria-expanded). */
export function FacetSection({ title, defaultOpen = false, children }: FacetSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div css={(t) => ({ borderBottom: `${t.borderWidths.thin} solid ${t.colors.border}` })}>
      <h3 css={{ margin: 0 }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          css={(t) => ({
            display: 'flex',
            width: '100%',
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: `${t.space[3]} 0`,
            background: 'none',
            border: 'none',
            color: t.colors.text,
            font: 'inherit',
            fontWeight: t.fontWeights.semibold,
            cursor: 'pointer',
            '& svg': {
              transition: `transform ${t.durations.fast}`,
              transform: open ? 'rotate(180deg)' : 'none',
            },
          })}
        >
          {title}
          <ChevronDownIcon size="s" />
        </button>
      </h3>
      <div id={panelId} hidden={!open} css={(t) => ({ paddingBottom: t.space[3] })}>
        {children}
      </div>
    </div>
  );
}
