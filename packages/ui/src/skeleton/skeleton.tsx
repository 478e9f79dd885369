import { keyframes } from '@emotion/react';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** CSS width. @default '100%' */
  width?: string;
  /** CSS height. @default '1em' */
  height?: string;
  /** Width/height ratio instead of a height, e.g. 1 for a square image. */
  aspectRatio?: number;
  /** @default false */
  round?: boolean;
}

/**
 * A grey placeholder block with a soft shimmer (still under prefers-reduced-motion). Decorative: the
 * container that holds skeletons announces the loading state (`aria-busy` plus a label).
 */
export function Skeleton({ width = '100%', height = '1em', aspectRatio, round = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      css={(t) => ({
        display: 'block',
        width,
        height: aspectRatio ? 'auto' : height,
        aspectRatio: aspectRatio ? String(aspectRatio) : undefined,
        borderRadius: round ? t.radii.round : t.radii.s,
        background: `linear-gradient(90deg, ${t.colors.surfaceMuted} 25%, ${t.colors.skeletonHighlight} 50%, ${t.colors.surfaceMuted} 75%)`,
        backgroundSize: '200% 100%',
        animation: `${shimmer} ${t.durations.loadingCycle} ${t.easings.standard} infinite`,
        [t.mq.reducedMotion]: { animation: 'none' },
      })}
    />
  );
}
