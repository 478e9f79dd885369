import type { AlternativeLink, Country } from '@storefront/api-client';
import { GlobeIcon } from '@storefront/ui/icons';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SmartLink } from '../navigation/smart-link';
import { useDismiss } from './use-dismiss';

/** Props of {@link CountrySelector}. */
export interface CountrySelectorProps {
  current: Country;
  countries: Country[];
  /** This page in the other languages (the language switch). */
  alternativeLinks: AlternativeLink[];
  /** Names of the languages by code, e.g. { no: 'Norsk', en: 'English' }. */
  languageNames: Record<string, string>;
  label: string;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * The country selector: the current country's code on a disclosure button that lists the available
 * countries (each leads to its market) and this page in the other languages (its alternative links).
 */
export function CountrySelector({
  current,
  countries,
  alternativeLinks,
  languageNames,
  label,
  defaultOpen = false,
}: CountrySelectorProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change is the trigger
  useEffect(() => setOpen(false), [location.pathname]);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  return (
    <div ref={root} css={{ position: 'relative' }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${current.name}`}
        onClick={() => setOpen((value) => !value)}
        css={(t) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: t.space[1],
          minHeight: t.sizes.touchTarget,
          background: 'none',
          border: 0,
          color: t.colors.text,
          cursor: 'pointer',
        })}
      >
        <GlobeIcon />
        <span aria-hidden="true">{current.code}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        css={(t) => ({
          position: 'absolute',
          right: 0,
          top: '100%',
          minWidth: '14rem',
          padding: t.space[4],
          display: open ? 'grid' : 'none',
          gap: t.space[4],
          background: t.colors.surface,
          boxShadow: t.shadows.overlay,
          borderRadius: t.radii.m,
          zIndex: t.zIndices.header,
          // Inside the mobile menu the panel opens in the flow, not over the edge of the screen.
          [t.mq.upTo('desktop')]: { position: 'static', boxShadow: 'none', padding: `${t.space[2]} 0` },
        })}
      >
        <ul css={listStyle}>
          {countries.map((country) => (
            <li key={country.code}>
              <SmartLink href={country.url} aria-current={country.code === current.code ? 'true' : undefined}>
                {country.name}
              </SmartLink>
            </li>
          ))}
        </ul>
        {alternativeLinks.length > 0 ? (
          <ul css={listStyle}>
            {alternativeLinks.map((link) => (
              <li key={link.language}>
                <SmartLink href={link.href} hrefLang={link.language} lang={link.language}>
                  {languageNames[link.language] ?? link.language}
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' } as const;
