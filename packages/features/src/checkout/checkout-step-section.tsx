import type { CheckoutStepId } from '@storefront/domain';
import { Button } from '@storefront/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import type { CheckoutTexts } from './checkout-texts';

/** Props of {@link CheckoutStepSection}. */
export interface CheckoutStepSectionProps {
  step: CheckoutStepId;
  /** 1-based position shown before the title. */
  number: number;
  active: boolean;
  completed: boolean;
  texts: CheckoutTexts;
  /** Reopens the step (the step machine decides what else changes). */
  onReactivate: () => void;
  /** What was saved, shown while the step is closed and completed. */
  summary?: ReactNode;
  /** The step's form, shown while the step is open. */
  children: ReactNode;
}

/**
 * One checkout step: a numbered heading, the form while it is open, the saved values with a "Change"
 * button once completed. When a step opens later (not on the first render), focus moves to its heading
 * so keyboard and screen-reader users land where the work continues.
 */
export function CheckoutStepSection({
  step,
  number,
  active,
  completed,
  texts,
  onReactivate,
  summary,
  children,
}: CheckoutStepSectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) headingRef.current?.focus();
    wasActive.current = active;
  }, [active]);
  const title = texts.steps[step];
  const headingId = `checkout-step-${step}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`checkout-step-${step}`}
      data-active={active}
      data-completed={completed}
      css={(t) => ({
        padding: t.space[6],
        borderRadius: t.radii.m,
        border: `${t.borderWidths.thin} solid ${active ? t.colors.borderStrong : t.colors.border}`,
        background: t.colors.surface,
      })}
    >
      <div
        css={(t) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: t.space[4],
        })}
      >
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          css={(t) => ({
            margin: 0,
            fontSize: t.fontSizes.xl,
            color: active || completed ? t.colors.text : t.colors.textMuted,
          })}
        >
          {number}. {title}
          {completed && !active ? (
            <span
              css={(t) => ({
                marginInlineStart: t.space[2],
                fontSize: t.fontSizes.s,
                color: t.colors.success,
              })}
            >
              ({texts.completed})
            </span>
          ) : null}
        </h2>
        {completed && !active ? (
          <Button
            variant="secondary"
            size="s"
            aria-label={`${texts.change}: ${title}`}
            onClick={onReactivate}
          >
            {texts.change}
          </Button>
        ) : null}
      </div>
      {active ? (
        <div css={(t) => ({ marginTop: t.space[4] })}>{children}</div>
      ) : completed && summary ? (
        <div css={(t) => ({ marginTop: t.space[3], color: t.colors.textMuted })}>{summary}</div>
      ) : null}
    </section>
  );
}
