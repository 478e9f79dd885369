import type { Theme } from '@emotion/react';
import type { AlternativeLink, Country } from '@storefront/api-client';
import { CheckIcon } from '@storefront/ui/icons';
import { useId } from 'react';
import { SmartLink } from '../navigation';

/** Props of {@link CountrySelectorContent}. */
export interface CountrySelectorContentProps {
  current: Country;
  countries: Country[];
  /** This page in every language it exists in (the language switch). */
  alternativeLinks: AlternativeLink[];
  /** Names of the languages by code, e.g. { no: 'Norsk', en: 'English' }. */
  languageNames: Record<string, string>;
  /** The language of the page shown, marked as current in the language list. */
  currentLanguage: string | undefined;
  /** Names the country list (the modal's title text). */
  countriesLabel: string;
  /** Heading of the language list. */
  languageHeading: string;
  /** Called when a link is followed, so the modal closes before the new page arrives. */
  onNavigate: () => void;
}

/**
 * The body of the country selector modal: the available countries, each a link to its market with the
 * current one marked, and this page in its languages (the page's alternative links).
 */
export function CountrySelectorContent({
  current,
  countries,
  alternativeLinks,
  languageNames,
  currentLanguage,
  countriesLabel,
  languageHeading,
  onNavigate,
}: CountrySelectorContentProps) {
  const languageHeadingId = useId();
  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[6] })}>
      <ul aria-label={countriesLabel} css={list}>
        {countries.map((country) => {
          const selected = country.code === current.code;
          return (
            <li key={country.code}>
              <SmartLink
                href={country.url}
                aria-current={selected ? 'true' : undefined}
                onClick={onNavigate}
                css={row}
              >
                {country.name}
                {selected ? <CheckIcon size="s" /> : null}
              </SmartLink>
            </li>
          );
        })}
      </ul>
      {alternativeLinks.length > 0 ? (
        <section aria-labelledby={languageHeadingId}>
          <h3
            id={languageHeadingId}
            css={(t) => ({
              margin: `0 0 ${t.space[2]}`,
              // Lined up with the rows' text.
              paddingInline: t.space[2],
              fontSize: t.fontSizes.m,
              fontWeight: t.fontWeights.bold,
            })}
          >
            {languageHeading}
          </h3>
          <ul css={list}>
            {alternativeLinks.map((link) => {
              const selected = link.language === currentLanguage;
              return (
                <li key={link.language}>
                  <SmartLink
                    href={link.href}
                    hrefLang={link.language}
                    lang={link.language}
                    aria-current={selected ? 'true' : undefined}
                    onClick={onNavigate}
                    css={row}
                  >
                    {languageNames[link.language] ?? link.language}
                    {selected ? <CheckIcon size="s" /> : null}
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const list = (t: Theme) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: t.space[1],
});

// Whole-row links at touch-target height; the current entry is bold besides its check mark.
const row = (t: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[2],
  minHeight: t.sizes.touchTarget,
  paddingInline: t.space[2],
  borderRadius: t.radii.s,
  color: t.colors.text,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&[aria-current="true"]': { fontWeight: t.fontWeights.bold },
});
