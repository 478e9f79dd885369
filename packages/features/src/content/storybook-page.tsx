import { useText } from '../translations';
import { ContentPageLayout } from './content-page-layout';
import type { PageComponentProps } from './page-component-props';

/** Where the built Storybook is served (`pnpm start` serves it next to the shop). */
export const STORYBOOK_PATH = '/storybook/';

/** A page that introduces the design system and links to the built Storybook. */
export function StorybookPage({ page }: PageComponentProps) {
  const t = useText();
  return (
    <ContentPageLayout page={page}>
      <p>
        {/* A full page load: Storybook is a separate static site, not a route of this app. */}
        <a href={STORYBOOK_PATH}>{t('storybook.open', 'Open the Storybook')}</a>
      </p>
    </ContentPageLayout>
  );
}
