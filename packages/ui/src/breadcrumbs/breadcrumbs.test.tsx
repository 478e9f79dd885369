import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { Breadcrumbs } from './breadcrumbs';

const ITEMS = [
  { text: 'Home', href: '/en' },
  { text: 'Assortment', href: '/en/assortment/' },
  { text: 'Furniture', href: '/en/assortment/furniture/' },
  { text: 'Arm chairs', href: '/en/assortment/furniture/arm-chairs/' },
  { text: 'Oslo lounge chair', href: '/en/assortment/furniture/arm-chairs/oslo/' },
];

/** jsdom has no layout; these stand in for the widths a browser would measure. */
let available = 2000;
const NEEDED = 900;

beforeEach(() => {
  vi.useFakeTimers();
  available = 2000;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => available);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => Math.max(available, NEEDED));
});
afterEach(() => vi.useRealTimers());

function renderTrail() {
  render(
    <StorefrontThemeProvider>
      <Breadcrumbs items={ITEMS} />
    </StorefrontThemeProvider>,
  );
}

const resizeTo = (width: number) => {
  available = width;
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
};

describe('Breadcrumbs', () => {
  it('given room, shows every level with the current page last and not a link', () => {
    renderTrail();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(nav).toHaveTextContent('HomeAssortmentFurnitureArm chairsOslo lounge chair');
    expect(screen.getByText('Oslo lounge chair')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  });

  it('when the trail stops fitting, collapses the middle only after the 200 ms debounce', () => {
    renderTrail();
    resizeTo(400);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByRole('link', { name: 'Furniture' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('link', { name: 'Furniture' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Oslo lounge chair')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the full path' })).toBeInTheDocument();
  });

  it('debounces a burst of resizes into one check', () => {
    renderTrail();
    resizeTo(400);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    resizeTo(2000);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    resizeTo(400);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByRole('link', { name: 'Furniture' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.queryByRole('link', { name: 'Furniture' })).not.toBeInTheDocument();
  });

  it('when there is room again, shows the middle again', () => {
    renderTrail();
    resizeTo(400);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    resizeTo(1200);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('link', { name: 'Furniture' })).toBeInTheDocument();
  });

  it('given too little room on mount, starts collapsed; the ellipsis shows the full path', () => {
    available = 300;
    renderTrail();
    const more = screen.getByRole('button', { name: 'Show the full path' });
    act(() => more.click());
    expect(screen.getByRole('link', { name: 'Arm chairs' })).toBeInTheDocument();
  });
});
