import { Modal } from '@storefront/ui';
import { lazy } from 'react';
import type { DateCalendarTexts } from './date-calendar';

// Loaded on demand (spec §2 "Modals: loaded on demand"): the calendar is not in the checkout's first load.
const DateCalendar = lazy(() => import('./date-calendar').then((m) => ({ default: m.DateCalendar })));

/** Props of {@link DatePickerModal}. */
export interface DatePickerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, e.g. 'Choose a delivery date'. */
  title: string;
  /** The chosen date (`YYYY-MM-DD`), or null. */
  value: string | null;
  /** The first date that may be chosen. */
  min: string;
  /** Locale for month and weekday names. */
  locale: string;
  /** A date was chosen; the modal closes and focus returns to the button that opened it. */
  onSelect: (date: string) => void;
  closeLabel: string;
  texts: DateCalendarTexts;
}

/**
 * The date picker modal (spec §2 modals, WAI-ARIA date picker dialog): a calendar grid driven by the
 * keyboard; Enter chooses the focused day and closes, Escape closes without a choice, and focus returns
 * to the opener either way.
 */
export function DatePickerModal({
  open,
  onOpenChange,
  title,
  value,
  min,
  locale,
  onSelect,
  closeLabel,
  texts,
}: DatePickerModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel}>
      <DateCalendar
        value={value}
        min={min}
        locale={locale}
        texts={texts}
        onSelect={(date) => {
          onSelect(date);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
