import { IconButton, Stack } from '@storefront/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '@storefront/ui/icons';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addDays, addMonths, monthGrid, startOfMonth, utcDate, weekday } from './calendar-dates';

/** Texts of the calendar. */
export interface DateCalendarTexts {
  previousMonth: string;
  nextMonth: string;
}

/** The day a calendar key moves focus to, or null for other keys (WAI-ARIA date picker grid keys). */
function movedDay(key: string, day: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** Props of {@link DateCalendar}. */
export interface DateCalendarProps {
  /** The chosen date (`YYYY-MM-DD`), or null. */
  value: string | null;
  /** The first date that may be chosen. */
  min: string;
  /** A BCP 47 locale for month and weekday names, e.g. `en-GB` or `nb-NO`. */
  locale: string;
  /** A date was chosen (Enter, Space or a click). */
  onSelect: (date: string) => void;
  texts: DateCalendarTexts;
}

/**
 * A month calendar following the WAI-ARIA date picker dialog pattern: a grid of days with one day in the
 * tab order; arrow keys move by day and week, Home/End to the week's start and end, PageUp/PageDown by
 * month (with Shift by year); Enter or Space chooses the focused day. Days before `min` cannot be chosen.
 * The focused day takes keyboard focus when the calendar mounts (the dialog opens).
 */
export function DateCalendar({ value, min, locale, onSelect, texts }: DateCalendarProps) {
  const [focused, setFocused] = useState(value && value >= min ? value : min);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();
  // Focus follows the focused day only after a key or month change, not on every render.
  const moveFocus = useRef(true);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const go = (next: string) => {
    moveFocus.current = true;
    setFocused(next);
  };

  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  // A Monday, so the header starts the week where the grid does.
  const weekStart = '2024-01-01';
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    const next = movedDay(event.key, focused, event.shiftKey);
    if (next !== null) {
      event.preventDefault();
      go(next);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (focused >= min) onSelect(focused);
    }
  };

  const weeks = monthGrid(focused);
  const canGoBack = startOfMonth(focused) > startOfMonth(min);
  return (
    <Stack gap={3}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          aria-label={texts.previousMonth}
          size="s"
          disabled={!canGoBack}
          onClick={() => setFocused(addMonths(focused, -1) < min ? min : addMonths(focused, -1))}
        >
          <ChevronLeftIcon size="s" />
        </IconButton>
        <h3 id={headingId} aria-live="polite" css={(t) => ({ margin: 0, fontSize: t.fontSizes.l })}>
          {month.format(utcDate(focused))}
        </h3>
        <IconButton aria-label={texts.nextMonth} size="s" onClick={() => setFocused(addMonths(focused, 1))}>
          <ChevronRightIcon size="s" />
        </IconButton>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker dialog pattern makes the month a grid of days
        role="grid"
        aria-labelledby={headingId}
        css={(t) => ({
          borderCollapse: 'collapse',
          width: '100%',
          textAlign: 'center',
          fontSize: t.fontSizes.s,
        })}
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th
                key={day}
                scope="col"
                abbr={longDay.format(utcDate(day))}
                css={(t) => ({ padding: t.space[1] })}
              >
                {dayName.format(utcDate(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((day) => day !== null) ?? 'empty'}>
              {week.map((day, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a weekday's position is its identity in a week row
                if (day === null) return <td key={`blank-${index}`} />;
                const disabled = day < min;
                const selected = day === value;
                const isFocused = day === focused;
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: inside a role="grid" table a td is a gridcell, which takes aria-selected
                  <td
                    key={day}
                    data-date={day}
                    onKeyDown={onKeyDown}
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={disabled || undefined}
                    aria-label={fullDate.format(utcDate(day))}
                    onClick={() => {
                      setFocused(day);
                      if (!disabled) onSelect(day);
                    }}
                    css={(t) => ({
                      padding: t.space[2],
                      borderRadius: t.radii.s,
                      cursor: disabled ? 'not-allowed' : 'pointer',
                      color: disabled ? t.colors.textMuted : selected ? t.colors.onPrimary : t.colors.text,
                      background: selected ? t.colors.primary : 'transparent',
                      textDecoration: disabled ? 'line-through' : 'none',
                      '&:focus-visible': {
                        outline: `${t.borderWidths.focus} solid ${t.colors.focus}`,
                        outlineOffset: -2,
                      },
                    })}
                  >
                    {Number(day.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
