import { keyframes, useTheme } from '@emotion/react';
import { themedStyle } from '../theme/themed-style';
import { type IconSize, iconSizes } from '../tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// Serialised once per theme: a spinner shows in the very click that starts an action (lab INP, issue 24).
const spinnerStyle = themedStyle((t) => ({
  animation: `${spin} ${t.durations.slower} linear infinite`,
  [t.mq.reducedMotion]: { animationDuration: t.durations.slowest },
}));

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** @default 's' */
  size?: IconSize;
  /** Accessible label; without it the spinner is decorative (the caller announces the busy state). */
  label?: string;
}

/** A small rotating ring in the current text colour. */
export function Spinner({ size = 's', label }: SpinnerProps) {
  const t = useTheme();
  const px = iconSizes[size];
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      css={spinnerStyle(t, undefined)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity={0.3} strokeWidth={2.5} />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" />
    </svg>
  );
}
