import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleLine, twoColourCart } from '../test/cart-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { CartLineRow } from './cart-line-row';
import { CartLineSummary } from './cart-line-summary';
import { cartTexts } from './cart-texts';

const texts = cartTexts((_key, fallback) => fallback);
const noop = () => undefined;

describe('the variation on cart and summary lines', () => {
  it('a cart line names its colour and shows the variation image', () => {
    renderWithProviders(
      <ul>
        {twoColourCart.lineItems.map((line) => (
          <CartLineRow key={line.code} line={line} texts={texts} onQuantityChange={noop} onRemove={noop} />
        ))}
      </ul>,
    );
    const lines = screen.getAllByTestId('cart-line');
    expect(lines.map((l) => within(l).getByTestId('line-variation').textContent)).toEqual([
      'Colour: Green',
      'Colour: Grey',
    ]);
    expect(lines.map((l) => within(l).getByRole('img').getAttribute('alt'))).toEqual([
      'Oslo arm chair, green',
      'Oslo arm chair, grey',
    ]);
  });

  it('a summary line names its colour', () => {
    renderWithProviders(
      <ul>
        {twoColourCart.lineItems.map((line) => (
          <CartLineSummary key={line.code} line={line} texts={texts} />
        ))}
      </ul>,
    );
    expect(screen.getAllByTestId('summary-line').map((l) => l.textContent)).toEqual([
      expect.stringContaining('Colour: Green'),
      expect.stringContaining('Colour: Grey'),
    ]);
  });

  it('says nothing about a variation the server does not know', () => {
    renderWithProviders(
      <ul>
        <CartLineSummary line={sampleLine({ code: 'OLD-ORDER-LINE' })} texts={texts} />
      </ul>,
    );
    expect(screen.queryByTestId('line-variation')).toBeNull();
  });
});
