import type { Page } from '@storefront/api-client';
import { Container } from '@storefront/ui';
import { selectApplicationError } from '../errors';
import { useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { ContentPageLayout } from './content-page-layout';

/** The generic error texts of spec §8. */
export const GENERIC_ERROR_TITLE = 'Unexpected error';
/** The generic error explanation of spec §8 (spelling as the spec gives it). */
export const GENERIC_ERROR_MESSAGE =
  'An unexpected error occured while processing your request. Please try again.';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** The configured error page; absent when it could not be loaded (or settings failed). */
  page?: Page | null;
}

/**
 * The error page (HTTP 500): the application error's message when there is one (e.g. 'Failed to fetch
 * global settings'), otherwise the generic text, plus the configured page's content.
 */
export function ErrorPage({ page }: ErrorPageProps) {
  const t = useText();
  const error = useAppSelector(selectApplicationError);
  const message = <p role="alert">{error?.message ?? t('error.message', GENERIC_ERROR_MESSAGE)}</p>;
  if (page)
    return (
      <ContentPageLayout page={page} breadcrumbs={false}>
        {message}
      </ContentPageLayout>
    );
  return (
    <Container as="article" gap={6}>
      <h1>{t('error.title', GENERIC_ERROR_TITLE)}</h1>
      {message}
    </Container>
  );
}
