import type { CtaContainerBlock } from '@storefront/api-client';
import { buttonVariantStyles, Cluster, Stack } from '@storefront/ui';
import { SmartLink } from '../navigation';

/** A row of calls to action, each a link styled as a button of its variant. */
export function CtaContainer({ block }: { block: CtaContainerBlock }) {
  return (
    <Stack as="section" gap={4}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <Cluster gap={3} align="stretch">
        {block.ctas.map((cta) => (
          <SmartLink
            key={`${cta.url}-${cta.text}`}
            href={cta.url}
            css={(t) => ({
              ...buttonVariantStyles(t, cta.variant),
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: t.sizes.control.m,
              padding: `0 ${t.space[6]}`,
              border: `${t.borderWidths.thin} solid`,
              borderRadius: t.radii.m,
              fontWeight: t.fontWeights.semibold,
              textDecoration: 'none',
            })}
          >
            {cta.text}
          </SmartLink>
        ))}
      </Cluster>
    </Stack>
  );
}
