/** The forms of a counted text: `{count}` in each is replaced by the count. */
export interface PluralForms {
  /** The singular, e.g. '{count} line was added.' */
  one: string;
  /** Every other count, e.g. '{count} lines were added.' */
  other: string;
}

const rules = new Map<string, Intl.PluralRules>();

/**
 * The form of a counted text the language's plural rules ask for, with `{count}` filled in. The shop's two
 * languages (Norwegian Bokmål 'nb', English 'en') both use 'one' for exactly 1 and 'other' for everything else;
 * the forms themselves come from the translated texts.
 *
 * @example pluralText(1, { one: '{count} line was added.', other: '{count} lines were added.' }) // '1 line was added.'
 */
export function pluralText(count: number, forms: PluralForms, language = 'en'): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const form = rule.select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll('{count}', String(count));
}
