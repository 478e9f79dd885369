import { DELIVERY_METHODS } from '@storefront/api-client';
import { type CheckoutDelivery, deliveryChoiceProblems, isIsoDate } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui';
import { type FormEvent, useId, useState } from 'react';
import type { CheckoutTexts } from './checkout-texts';
import { DatePickerModal } from './date-picker-modal';

/** Props of {@link DeliveryForm}. */
export interface DeliveryFormProps {
  initial: CheckoutDelivery | null;
  /** The first date a delivery can be requested for, `YYYY-MM-DD` (tomorrow). */
  earliestDate: string;
  texts: CheckoutTexts;
  onSave: (delivery: CheckoutDelivery) => void;
  /** Locale of the calendar's month and weekday names. @default 'en-GB' */
  locale?: string;
}

/** The delivery step's errors for a choice, in words: the rules are `deliveryChoiceProblems` of domain. */
export function validateDelivery(
  delivery: { shippingMethod: string; requestedDeliveryDate: string },
  earliestDate: string,
  texts: CheckoutTexts,
): { shippingMethod?: string; requestedDeliveryDate?: string } {
  const problems = deliveryChoiceProblems(delivery, earliestDate, DELIVERY_METHODS);
  return {
    ...(problems.shippingMethod && { shippingMethod: texts.chooseDeliveryMethod }),
    ...(problems.requestedDeliveryDate && {
      requestedDeliveryDate: texts.dateTooEarly.replace('{date}', earliestDate),
    }),
  };
}

/**
 * The delivery step: the shipping method (radio buttons) and a requested delivery date, typed as
 * `YYYY-MM-DD` or chosen in the date picker modal (a keyboard-driven calendar, from tomorrow on); empty
 * means as soon as possible.
 */
export function DeliveryForm({ initial, earliestDate, texts, onSave, locale = 'en-GB' }: DeliveryFormProps) {
  const [shippingMethod, setShippingMethod] = useState(initial?.shippingMethod ?? '');
  const [date, setDate] = useState(initial?.requestedDeliveryDate ?? '');
  const [errors, setErrors] = useState<ReturnType<typeof validateDelivery>>({});
  const [picking, setPicking] = useState(false);
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDelivery({ shippingMethod, requestedDeliveryDate: date }, earliestDate, texts);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave({ shippingMethod, requestedDeliveryDate: date || null });
  };

  return (
    <form noValidate onSubmit={onSubmit} css={(t) => ({ display: 'grid', gap: t.space[6] })}>
      <fieldset
        aria-describedby={errors.shippingMethod ? errorId : undefined}
        css={(t) => ({ border: 0, padding: 0, margin: 0, display: 'grid', gap: t.space[2] })}
      >
        <legend css={(t) => ({ fontWeight: t.fontWeights.bold, marginBottom: t.space[2] })}>
          {texts.deliveryMethod}
        </legend>
        {DELIVERY_METHODS.map((method) => (
          <label key={method} css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[2] })}>
            <input
              type="radio"
              name="deliveryMethod"
              value={method}
              checked={shippingMethod === method}
              aria-invalid={errors.shippingMethod ? true : undefined}
              onChange={() => {
                setShippingMethod(method);
                setErrors((current) => ({ ...current, shippingMethod: undefined }));
              }}
            />
            {texts.deliveryMethods[method] ?? method}
          </label>
        ))}
        {errors.shippingMethod ? (
          <p id={errorId} css={(t) => ({ margin: 0, fontSize: t.fontSizes.s, color: t.colors.danger })}>
            {errors.shippingMethod}
          </p>
        ) : null}
      </fieldset>
      <div css={(t) => ({ display: 'flex', alignItems: 'flex-end', gap: t.space[2], maxWidth: t.space[76] })}>
        <div css={{ flex: 1, minWidth: 0 }}>
          <TextField
            label={texts.requestedDeliveryDate}
            hint={`${texts.requestedDeliveryDateHint} ${texts.dateFormatHint}`}
            name="requestedDeliveryDate"
            type="text"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            autoComplete="off"
            value={date}
            error={errors.requestedDeliveryDate}
            onChange={(event) => setDate(event.target.value.trim())}
          />
        </div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => setPicking(true)}
          css={(t) => ({ flexShrink: 0, marginBottom: errors.requestedDeliveryDate ? t.space[6] : 0 })}
        >
          {texts.chooseDate}
        </Button>
        <DatePickerModal
          open={picking}
          onOpenChange={setPicking}
          title={texts.datePickerTitle}
          value={isIsoDate(date) ? date : null}
          min={earliestDate}
          locale={locale}
          closeLabel={texts.close}
          texts={{ previousMonth: texts.previousMonth, nextMonth: texts.nextMonth }}
          onSelect={(chosen) => {
            setDate(chosen);
            setErrors((current) => ({ ...current, requestedDeliveryDate: undefined }));
          }}
        />
      </div>
      <div>
        <Button type="submit">{texts.save}</Button>
      </div>
    </form>
  );
}

/** The saved delivery choice as text. */
export function DeliverySummary({
  delivery,
  texts,
}: {
  delivery: CheckoutDelivery | null;
  texts: CheckoutTexts;
}) {
  if (!delivery) return null;
  return (
    <p css={{ margin: 0 }}>
      {texts.deliveryMethods[delivery.shippingMethod] ?? delivery.shippingMethod}
      <br />
      {texts.requestedDeliveryDate}: {delivery.requestedDeliveryDate ?? texts.asSoonAsPossible}
    </p>
  );
}
