import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '../icons/chevron-down-icon';

/** Props of {@link AccordionItem}. */
export interface AccordionItemProps {
  /** The heading text, e.g. a facet name. */
  title: ReactNode;
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new state. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Heading level wrapping the button, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * One expandable section (the WAI-ARIA disclosure pattern): a heading with a button that has
 * `aria-expanded` and `aria-controls`, and a region labelled by it. Used for facet sections.
 */
export function AccordionItem({
  title,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  headingLevel = 3,
}: AccordionItemProps) {
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = open ?? own;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    if (open === undefined) setOwn(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <div css={(t) => ({ borderBlockEnd: `${t.borderWidths.thin} solid ${t.colors.border}` })}>
      <Heading css={{ margin: 0, fontSize: 'inherit' }}>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={toggle}
          css={(t) => ({
            display: 'flex',
            width: '100%',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: t.space[2],
            minHeight: t.sizes.control.m,
            paddingInline: 0,
            border: 0,
            background: 'transparent',
            color: t.colors.text,
            fontSize: t.fontSizes.m,
            fontWeight: t.fontWeights.medium,
            textAlign: 'start',
            cursor: 'pointer',
            '& svg': {
              transition: `transform ${t.durations.fast} ${t.easings.standard}`,
              transform: isOpen ? 'rotate(180deg)' : 'none',
            },
          })}
        >
          {title}
          <ChevronDownIcon size="s" />
        </button>
      </Heading>
      <section
        id={`${id}-panel`}
        aria-labelledby={`${id}-button`}
        hidden={!isOpen}
        css={(t) => ({ paddingBlockEnd: t.space[4] })}
      >
        {children}
      </section>
    </div>
  );
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** `AccordionItem`s. */
  children: ReactNode;
}

/** A stack of independent `AccordionItem`s (several may be open at once, as facet sections are). */
export function Accordion({ children }: AccordionProps) {
  return (
    <div css={(t) => ({ borderBlockStart: `${t.borderWidths.thin} solid ${t.colors.border}` })}>
      {children}
    </div>
  );
}
