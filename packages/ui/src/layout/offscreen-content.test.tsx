import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { offscreenContent } from './offscreen-content';

describe('offscreenContent', () => {
  it('skips the block until it is near the viewport, as tall as its usual height meanwhile', () => {
    expect(offscreenContent(360)).toEqual({
      contentVisibility: 'auto',
      containIntrinsicBlockSize: 'auto 360px',
    });
  });

  it('takes a height in any CSS unit', () => {
    expect(offscreenContent('30rem').containIntrinsicBlockSize).toBe('auto 30rem');
  });

  it('styles an element through Emotion and keeps its text in the document', () => {
    render(
      <StorefrontThemeProvider>
        <section css={offscreenContent(480)}>
          <h2>Specifications</h2>
        </section>
      </StorefrontThemeProvider>,
    );
    const section = screen.getByRole('heading', { name: 'Specifications' }).parentElement as HTMLElement;
    const style = getComputedStyle(section);
    expect(style.getPropertyValue('content-visibility')).toBe('auto');
    expect(style.getPropertyValue('contain-intrinsic-block-size')).toBe('auto 480px');
  });
});
