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

/** The support menu (spec §2): a disclosure with a support e-mail link and a phone link. */
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
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        css={(t) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: t.space[1],
          background: 'none',
          border: 0,
          color: t.colors.text,
          cursor: 'pointer',
          padding: `${t.space[2]} 0`,
        })}
      >
        {texts.support}
        <ChevronDownIcon size="s" />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        css={(t) => ({
          position: 'absolute',
          right: 0,
          top: '100%',
          minWidth: '14rem',
          listStyle: 'none',
          margin: 0,
          padding: t.space[4],
          display: open ? 'grid' : 'none',
          gap: t.space[3],
          background: t.colors.surface,
          boxShadow: t.shadows.overlay,
          borderRadius: t.radii.m,
          zIndex: t.zIndices.header,
          // Inside the mobile menu the panel opens in the flow, not over the edge of the screen.
          [t.mq.upTo('desktop')]: { position: 'static', boxShadow: 'none', padding: `${t.space[2]} 0` },
        })}
      >
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
    </div>
  );
}

const linkStyle = { display: 'inline-flex', alignItems: 'center', gap: '0.5em' } as const;
