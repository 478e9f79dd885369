import { createTheme } from '@storefront/ui';
import { describe, expect, it } from 'vitest';
import { offscreenProductRow, offscreenSpecifications } from './offscreen-sections';

const theme = createTheme('light');
const tablet = theme.mq.from('tablet');

describe('offscreen product page sections', () => {
  it('are skipped while away from the viewport, as tall as their rows on a phone and from tablet width on', () => {
    expect(offscreenSpecifications(theme, 8)).toEqual({
      contentVisibility: 'auto',
      containIntrinsicBlockSize: 'auto 352px',
      [tablet]: { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 148px' },
    });
  });

  it('count two cards a row on a phone and five from tablet width on', () => {
    expect(offscreenProductRow(theme, 3)).toEqual({
      contentVisibility: 'auto',
      containIntrinsicBlockSize: `auto ${24 + 360 * 2 + 16}px`,
      [tablet]: { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${24 + 430}px` },
    });
  });
});
