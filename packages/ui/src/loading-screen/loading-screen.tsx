import { keyframes } from '@emotion/react';
import { Logo } from '../icons/logo';

const zoom = keyframes({ '0%, 100%': { transform: 'scale(0.85)' }, '50%': { transform: 'scale(1.1)' } });

/** Props of {@link LoadingScreen}. */
export interface LoadingScreenProps {
  /**
   * Accessible title of the logo (spec §2: 'home').
   * @default 'home'
   */
  title?: string;
  /** Screen-reader text of the busy region. @default 'Loading' */
  label?: string;
}

/**
 * The full-page loading screen: the logo zooming in and out, one cycle per 1.5 s (spec §2, §9), above
 * everything but the error modal. Under prefers-reduced-motion the logo stands still.
 */
export function LoadingScreen({ title = 'home', label = 'Loading' }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      css={(t) => ({
        position: 'fixed',
        inset: 0,
        zIndex: t.zIndices.pageLoader,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: t.colors.background,
        color: t.colors.primary,
      })}
    >
      <Logo
        title={title}
        data-part="loading-logo"
        css={(t) => ({
          animation: `${zoom} ${t.durations.loadingCycle} ${t.easings.standard} infinite`,
          [t.mq.reducedMotion]: { animation: 'none' },
        })}
      />
    </div>
  );
}
