import type { Page } from '@storefront/api-client';
import { Container } from '@storefront/ui';
import { Link } from 'react-router';
import { useText } from '../translations';
import { ContentPageLayout } from './content-page-layout';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** The configured not-found page; absent when even that could not be loaded. */
  page?: Page | null;
  /** The language home for the way back. @default '/' */
  homeUrl?: string;
}

/** The not-found page (HTTP 404): the configured page's content and a link home. */
export function NotFoundPage({ page, homeUrl = '/' }: NotFoundPageProps) {
  const t = useText();
  const home = <Link to={homeUrl}>{t('notFound.home', 'Go to the home page')}</Link>;
  if (page) {
    return (
      <ContentPageLayout page={page} breadcrumbs={false}>
        <p>{home}</p>
      </ContentPageLayout>
    );
  }
  return (
    <Container as="article" gap={6}>
      <h1>{t('notFound.title', 'Page not found')}</h1>
      <p>{t('notFound.text', 'The page you are looking for does not exist or has moved.')}</p>
      <p>{home}</p>
    </Container>
  );
}
