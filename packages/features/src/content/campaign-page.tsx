import { ContentPageLayout } from './content-page-layout';
import type { PageComponentProps } from './page-component-props';

/** A campaign page: wide layout, hero first. */
export function CampaignPage({ page }: PageComponentProps) {
  return <ContentPageLayout page={page} width="screen" />;
}
