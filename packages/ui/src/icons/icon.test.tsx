import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartIcon } from './cart-icon';
import { Logo } from './logo';

describe('icons', () => {
  it('are decorative by default: aria-hidden, 24px, 1.5 stroke, 24 viewBox', () => {
    const { container } = render(<CartIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('stroke-width', '1.5');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
  });

  it.each([
    ['xs', '12'],
    ['s', '16'],
    ['l', '32'],
    ['xl', '64'],
  ] as const)('size %s is %spx', (size, px) => {
    const { container } = render(<CartIcon size={size} />);
    expect(container.querySelector('svg')).toHaveAttribute('height', px);
  });

  it('given a title, are an image with that name', () => {
    render(<CartIcon title="Cart" />);
    expect(screen.getByRole('img', { name: 'Cart' })).not.toHaveAttribute('aria-hidden');
  });

  it('the logo is 150x41, the small logo 120x33', () => {
    render(
      <>
        <Logo title="home" />
        <Logo variant="small" title="small" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'home' })).toHaveAttribute('width', '150');
    expect(screen.getByRole('img', { name: 'small' })).toHaveAttribute('height', '33');
  });
});
