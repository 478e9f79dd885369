import { Button, Cluster, Spinner, Stack } from '@storefront/ui';
import { useId, useState } from 'react';
import type { CartTexts } from './cart-texts';

/** Props of {@link ShareCartView}. */
export interface ShareCartViewProps {
  /** Where the share link is: being made, made, or failed. */
  status: 'loading' | 'succeeded' | 'failed';
  /** The link to the shared cart, once made. */
  link: string | null;
  /** The server's reason when making the link failed. */
  error: string | null;
  /** Try again after a failure. */
  onRetry: () => void;
  texts: CartTexts;
}

/**
 * What the share cart modal shows: a spinner while the link is made, then the link in a read-only field
 * with a copy button (and 'Link copied' announced), or the server's reason with a retry button.
 */
export function ShareCartView({ status, link, error, onRetry, texts }: ShareCartViewProps) {
  const fieldId = useId();
  const [copied, setCopied] = useState(false);

  if (status === 'loading') {
    return (
      <div css={(t) => ({ display: 'flex', justifyContent: 'center', padding: t.space[6] })}>
        <Spinner size="l" label={texts.shareCreating} />
      </div>
    );
  }
  if (status === 'failed' || link === null) {
    return (
      <div css={(t) => ({ display: 'grid', gap: t.space[3], justifyItems: 'start' })}>
        <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger })}>
          {error ?? texts.shareFailed}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          {texts.tryAgain}
        </Button>
      </div>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: select the text so the shopper can copy it by hand.
      const field = document.getElementById(fieldId);
      if (field instanceof HTMLInputElement) field.select();
    }
  };

  return (
    <Stack gap={3}>
      <p css={{ margin: 0 }}>{texts.shareIntro}</p>
      <label htmlFor={fieldId} css={(t) => ({ fontWeight: t.fontWeights.medium })}>
        {texts.shareLinkLabel}
      </label>
      <Cluster gap={2} align="stretch">
        <input
          id={fieldId}
          type="text"
          readOnly
          value={link}
          data-testid="share-cart-link"
          onFocus={(event) => event.currentTarget.select()}
          css={(t) => ({
            flex: '1 1 16rem',
            minWidth: 0,
            minHeight: t.sizes.control.m,
            paddingInline: t.space[3],
            border: `${t.borderWidths.thin} solid ${t.colors.borderStrong}`,
            borderRadius: t.radii.s,
            background: t.colors.surface,
            color: t.colors.text,
            font: 'inherit',
          })}
        />
        <Button onClick={() => void copy()}>{texts.copyLink}</Button>
      </Cluster>
      <p role="status" css={(t) => ({ margin: 0, minHeight: '1.5em', color: t.colors.textMuted })}>
        {copied ? texts.shareCopied : ''}
      </p>
    </Stack>
  );
}
