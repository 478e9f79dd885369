import type { Theme } from '@emotion/react';
import { ChevronDownIcon, MailIcon, PhoneIcon } from '@storefront/ui/icons';
import { useCallback, useId, useRef, useState } from 'react';
import type { HeaderTexts } from './header-texts';
import { useDismiss } from './use-dismiss';

/** Props of {@link SupportMenu}. */
export interface SupportMenuProps {
  /** Support e-mail address from global content. */
  email: string;
  /** Support phone number from global content. */
  phone: string;
  texts: Pick<HeaderTexts, 'support' | 'supportEmail' | 'supportPhone'>;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * The support menu (spec §2): a disclosure with a support e-mail link and a phone link. Only the open panel
 * is in the document.
 */
export function SupportMenu({ email, phone, texts, defaultOpen = false }: SupportMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  return (
    <div ref={root} css={{ position: 'relative' }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        css={buttonStyle}
      >
        {texts.support}
        <ChevronDownIcon size="s" />
      </button>
      {/* A closed panel is not rendered: hidden, it did nothing without JavaScript, and its links and styles
          came before the page's heading on every page. */}
      {open && (
        <ul id={panelId} css={panelStyle}>
          <li>
            <a href={`mailto:${email}`} css={linkStyle}>
              <MailIcon size="s" />
              <span>
                {texts.supportEmail}: {email}
              </span>
            </a>
          </li>
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} css={linkStyle}>
              <PhoneIcon size="s" />
              <span>
                {texts.supportPhone}: {phone}
              </span>
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}

const buttonStyle = (t: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  background: 'none',
  border: 0,
  color: t.colors.text,
  cursor: 'pointer',
  padding: `${t.space[2]} 0`,
});

const panelStyle = (t: Theme) => ({
  position: 'absolute' as const,
  right: 0,
  top: '100%',
  minWidth: '14rem',
  listStyle: 'none',
  margin: 0,
  padding: t.space[4],
  display: 'grid',
  gap: t.space[3],
  background: t.colors.surface,
  boxShadow: t.shadows.overlay,
  borderRadius: t.radii.m,
  zIndex: t.zIndices.header,
  // Inside the mobile menu the panel opens in the flow, not over the edge of the screen.
  [t.mq.upTo('desktop')]: { position: 'static' as const, boxShadow: 'none', padding: `${t.space[2]} 0` },
});

const linkStyle = { display: 'inline-flex', alignItems: 'center', gap: '0.5em' } as const;
