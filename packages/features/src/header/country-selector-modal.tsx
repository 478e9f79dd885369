import type { AlternativeLink, Country } from '@storefront/api-client';
import { SidePanelModal } from '@storefront/ui';
import { selectGlobalSettings } from '../settings';
import { useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { CountrySelectorContent } from './country-selector-content';

/** Props of {@link CountrySelectorModal}. */
export interface CountrySelectorModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title, which names the dialog (the country selector's label). */
  title: string;
  current: Country;
  countries: Country[];
  alternativeLinks: AlternativeLink[];
  languageNames: Record<string, string>;
}

/**
 * The country selector's side-panel modal (spec §2 modals, loaded on demand): the countries and the
 * language switch, with the shared modal's focus trap, Escape and focus return to the opener.
 */
export function CountrySelectorModal({
  open,
  onOpenChange,
  title,
  current,
  countries,
  alternativeLinks,
  languageNames,
}: CountrySelectorModalProps) {
  const t = useText();
  const currentLanguage = useAppSelector(selectGlobalSettings)?.languageRoute;
  return (
    <SidePanelModal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('common.close', 'Close')}
    >
      <CountrySelectorContent
        current={current}
        countries={countries}
        alternativeLinks={alternativeLinks}
        languageNames={languageNames}
        currentLanguage={currentLanguage}
        countriesLabel={title}
        languageHeading={t('header.language', 'Language')}
        onNavigate={() => onOpenChange(false)}
      />
    </SidePanelModal>
  );
}
