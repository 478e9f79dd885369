import type { Theme } from '@emotion/react';

/** Checkout form layout: two columns of fields on wide screens, one on small ones. */
export const formGrid = (t: Theme) => ({
  display: 'grid',
  gap: t.space[4],
  [t.mq.from('tablet')]: { gridTemplateColumns: '1fr 1fr' },
});
