import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { globalContentFixture } from '../test/shell-fixtures';
import { headerTexts } from './header-texts';
import { SupportMenu } from './support-menu';

const texts = headerTexts((_key, fallback) => fallback);

function setup() {
  renderWithProviders(
    <>
      <SupportMenu
        email={globalContentFixture.supportEmailAddress}
        phone={globalContentFixture.supportPhoneNumber}
        texts={texts}
      />
      <p>Outside</p>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Customer service' }) };
}

describe('SupportMenu', () => {
  it('puts no panel in the document while closed', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('link', { name: /E-mail us/, hidden: true })).toBeNull();
    expect(screen.queryByRole('list', { hidden: true })).toBeNull();
  });

  it('opens the panel it controls with the e-mail and phone links', () => {
    const { button } = setup();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: /E-mail us/ })).toHaveAttribute(
      'href',
      `mailto:${globalContentFixture.supportEmailAddress}`,
    );
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+4722000000');
  });

  it('closes on Escape, on a press outside and on a second click', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: /Call us/ })).toBeNull();

    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(screen.queryByRole('link', { name: /Call us/ })).toBeNull();

    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Call us/ })).toBeNull();
  });
});
