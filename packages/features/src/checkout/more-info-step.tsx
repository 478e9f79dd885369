import { type FormRules, optional, textLength } from '@storefront/domain';
import { Button, Checkbox, TextArea, TextField } from '@storefront/ui';
import { useState } from 'react';
import { formGrid } from '../shared/forms/form-grid';
import { useStepForm } from '../shared/forms/use-step-form';
import type { CheckoutTexts } from './checkout-texts';

/** The longest reference and message the server accepts (order note title and description). */
export const NOTE_LIMITS = { title: 100, description: 1000 } as const;

/** The moreInfo step's rules: both texts optional, within the generic length rule of spec §5. */
export const moreInfoRules: FormRules<'noteTitle' | 'noteDescription'> = {
  noteTitle: optional(textLength(NOTE_LIMITS.title)),
  noteDescription: optional(textLength(NOTE_LIMITS.description)),
};

/** Props of {@link MoreInfoForm}. */
export interface MoreInfoFormProps {
  initial: Readonly<Record<string, string>>;
  acceptOrderSplitting: boolean;
  texts: CheckoutTexts;
  onSave: (moreInfo: Record<'noteTitle' | 'noteDescription', string>, acceptOrderSplitting: boolean) => void;
}

/** The moreInfo step: the buyer's reference, a message, and whether split deliveries are accepted. */
export function MoreInfoForm({ initial, acceptOrderSplitting, texts, onSave }: MoreInfoFormProps) {
  const [splitting, setSplitting] = useState(acceptOrderSplitting);
  const form = useStepForm(
    moreInfoRules,
    { noteTitle: initial.noteTitle ?? '', noteDescription: initial.noteDescription ?? '' },
    (values) => onSave(values, splitting),
  );
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
      <TextField
        label={texts.noteTitle}
        name="noteTitle"
        value={form.values.noteTitle}
        error={form.errors.noteTitle}
        onChange={(event) => form.setValue('noteTitle', event.target.value)}
      />
      <div css={{ gridColumn: '1 / -1' }}>
        <TextArea
          id="checkout-note-description"
          label={texts.noteDescription}
          name="noteDescription"
          rows={4}
          value={form.values.noteDescription}
          error={form.errors.noteDescription}
          onChange={(event) => form.setValue('noteDescription', event.target.value)}
        />
      </div>
      <div css={{ gridColumn: '1 / -1' }}>
        <Checkbox
          label={texts.acceptOrderSplitting}
          name="acceptOrderSplitting"
          checked={splitting}
          onChange={(event) => setSplitting(event.target.checked)}
        />
      </div>
      <div css={{ gridColumn: '1 / -1' }}>
        <Button type="submit">{texts.save}</Button>
      </div>
    </form>
  );
}

/** The saved moreInfo values as text. */
export function MoreInfoSummary({
  moreInfo,
  acceptOrderSplitting,
  texts,
}: {
  moreInfo: Readonly<Record<string, string>>;
  acceptOrderSplitting: boolean;
  texts: CheckoutTexts;
}) {
  const title = moreInfo.noteTitle;
  const description = moreInfo.noteDescription;
  return (
    <p css={{ margin: 0 }}>
      {title ? `${texts.noteTitle}: ${title}` : null}
      {title && description ? <br /> : null}
      {description ? `${texts.noteDescription}: ${description}` : null}
      {!title && !description ? texts.noNote : null}
      <br />
      {acceptOrderSplitting ? texts.orderSplittingYes : texts.orderSplittingNo}
    </p>
  );
}
