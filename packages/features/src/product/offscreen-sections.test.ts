import { createTheme } from '@storefront/ui';
import { describe, expect, it } from 'vitest';
import { offscreenProductRow, offscreenSpecifications } from './offscreen-sections';

const theme = createTheme('light');
const tablet = theme.mq.from('tablet');

describe('offscreen product page sections', () => {
  it('are skipped while away from the viewport, as tall as their rows on a phone and from tablet width on', () => {
    const specs = offscreenSpecifications(theme, 8);
    expect(specs).toMatchObject({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 352px' });
    expect(specs[tablet]).toEqual({ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 148px' });
  });

  it('count two cards a row on a phone and five from tablet width on', () => {
    const row = offscreenProductRow(theme, 3);
    expect(row.containIntrinsicBlockSize).toBe(`auto ${24 + 360 * 2 + 16}px`);
    expect(row[tablet].containIntrinsicBlockSize).toBe(`auto ${24 + 430}px`);
  });
});
