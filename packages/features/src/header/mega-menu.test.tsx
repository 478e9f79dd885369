import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { headerFixture } from '../test/shell-fixtures';
import { MegaMenu } from './mega-menu';

const texts = {
  mainNavigation: 'Main navigation',
  seeAllProducts: 'See all products',
  seeOverview: 'See overview',
};

function setup() {
  renderWithProviders(
    <>
      <MegaMenu items={headerFixture.mainNavigation} texts={texts} />
      <p>Outside</p>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Assortment' }) };
}

describe('MegaMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given a closed menu', () => {
    it('puts no panel in the document, so no sub-level link comes before the page', () => {
      const { trigger } = setup();
      expect(trigger).not.toHaveAttribute('aria-controls');
      expect(screen.queryByRole('link', { name: 'See all products' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sofas', hidden: true })).toBeNull();
    });

    it('opens 100 ms after a click, not before', () => {
      const { trigger } = setup();
      fireEvent.click(trigger);
      act(() => vi.advanceTimersByTime(99));
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(1));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });

    it('opens 100 ms after the pointer rests on an entry', () => {
      const { trigger } = setup();
      fireEvent.mouseEnter(trigger);
      act(() => vi.advanceTimersByTime(100));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
  });

  describe('when the catalogue menu is open', () => {
    function open() {
      const context = setup();
      fireEvent.click(context.trigger);
      act(() => vi.advanceTimersByTime(100));
      return context;
    }

    it("shows 'see all products' and three sub-levels", () => {
      open();
      expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
        'href',
        '/en/assortment',
      );
      expect(screen.getByRole('link', { name: 'Furniture' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Arm chairs' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Recliners' })).toBeVisible();
    });

    it('names its panel in aria-controls', () => {
      const { trigger } = open();
      const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).toContainElement(screen.getByRole('link', { name: 'See all products' }));
    });

    it('closes on Escape and puts focus back on its button', () => {
      const { trigger } = open();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveFocus();
    });

    it('closes on a click outside', () => {
      const { trigger } = open();
      fireEvent.mouseDown(screen.getByText('Outside'));
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open on a click inside and closes when the page changes', () => {
      const { trigger } = open();
      const sofas = screen.getByRole('link', { name: 'Sofas' });
      fireEvent.mouseDown(sofas);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      fireEvent.click(sofas);
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it("gives other menu types a 'see overview' link", () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'About us' }));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('link', { name: 'See overview' })).toHaveAttribute('href', '/en/about');
  });

  it('renders an entry without children as a plain link', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Black week' })).toHaveAttribute('href', '/en/black-week');
  });
});
