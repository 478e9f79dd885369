import type { AlternativeLink, Country } from '@storefront/api-client';
import { GlobeIcon } from '@storefront/ui/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { headerTextButton } from './header-button-styles';

// One of the modals loaded on demand (spec §2): the modal and its lists arrive with the first opening.
const CountrySelectorModal = lazy(() =>
  import('./country-selector-modal').then((module) => ({ default: module.CountrySelectorModal })),
);

/** Props of {@link CountrySelector}. */
export interface CountrySelectorProps {
  current: Country;
  countries: Country[];
  /** This page in the other languages (the language switch). */
  alternativeLinks: AlternativeLink[];
  /** Names of the languages by code, e.g. { no: 'Norsk', en: 'English' }. */
  languageNames: Record<string, string>;
  /** Names the button (with the current country) and titles the modal. */
  label: string;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * The country selector: a button with the current country's code (named "NO, Country: Norway") that opens a side-panel modal listing
 * the available countries (each leads to its market) and this page in the other languages (its
 * alternative links). The modal's code loads on the first opening; closing it gives focus back to the
 * button, also when the button sits inside the mobile menu.
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
  const { pathname } = useLocation();
  // A new page closes the modal; comparing with the last path keeps `defaultOpen` on the first render.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // The name starts with the code the button shows ("NO, Country: Norway"; WCAG 2.5.3 label in name).
        aria-label={`${current.code}, ${label}: ${current.name}`}
        onClick={() => setOpen(true)}
        css={headerTextButton}
      >
        <GlobeIcon />
        <span>{current.code}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CountrySelectorModal
            open={open}
            onOpenChange={setOpen}
            title={label}
            current={current}
            countries={countries}
            alternativeLinks={alternativeLinks}
            languageNames={languageNames}
          />
        </Suspense>
      ) : null}
    </>
  );
}
