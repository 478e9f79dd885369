import type { FdvDocumentList } from '@storefront/api-client';
import { Button, Container, Skeleton, TextField, VisuallyHidden } from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import type { PageComponentProps } from '../content';
import { selectSessionCustomer } from '../customer-session';
import { loginModalOpened } from '../modals';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { filterFdvDocuments } from './fdv-filter';
import { loadFdvDocuments } from './fdv-thunks';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; list: FdvDocumentList };

/**
 * The FdvPage (spec §1/§2): maintenance documentation (FDV) for every product the customer's organisation
 * bought, one document per product with the orders it came in, a search box over product name, item
 * number and order number, and a download link per document (an HTML file the server generates). Anonymous
 * visitors are asked to sign in; for private customers the server's refusal is shown.
 */
export function FdvPage({ page }: PageComponentProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectSessionCustomer);
  const customerId = customer?.id;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [query, setQuery] = useState('');

  // Reads the list; the answer of a read that was superseded (unmount, sign-out) is dropped.
  const load = useCallback(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    void dispatch(loadFdvDocuments()).then((result) => {
      if (!current) return;
      setLoaded(
        loadFdvDocuments.fulfilled.match(result)
          ? { state: 'loaded', list: result.payload }
          : { state: 'failed', message: result.payload ?? 'Unexpected error' },
      );
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  useEffect(() => {
    if (customerId === undefined) return;
    return load();
  }, [load, customerId]);

  const shown = loaded.state === 'loaded' ? filterFdvDocuments(loaded.list.documents, query) : [];
  const dateFormat = new Intl.DateTimeFormat(t('fdv.dateLocale', 'en-GB'), { dateStyle: 'medium' });

  return (
    <Container gap={5}>
      <h1 css={{ margin: 0 }}>{page.pageTitle || t('fdv.title', 'FDV documents')}</h1>
      {!customer ? (
        <div css={(theme) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' })}>
          <p css={{ margin: 0 }}>
            {t('fdv.signInFirst', 'Sign in with your organisation account to see its FDV documents.')}
          </p>
          <Button onClick={() => dispatch(loginModalOpened())}>{t('login.submit', 'Sign in')}</Button>
        </div>
      ) : loaded.state === 'loading' ? (
        <div
          aria-busy="true"
          data-testid="fdv-loading"
          css={(theme) => ({ display: 'grid', gap: theme.space[3] })}
        >
          <VisuallyHidden>{t('common.loading', 'Loading')}</VisuallyHidden>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </div>
      ) : loaded.state === 'failed' ? (
        <div css={(theme) => ({ display: 'grid', gap: theme.space[3], justifyItems: 'start' })}>
          <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
            {loaded.message}
          </p>
          <Button variant="secondary" onClick={() => load()}>
            {t('common.tryAgain', 'Try again')}
          </Button>
        </div>
      ) : (
        <>
          <p css={{ margin: 0 }}>
            {t(
              'fdv.intro',
              'Maintenance documentation (FDV) for the products {organization} has bought. Each document covers care, maintenance and the orders it came in.',
            ).replace('{organization}', loaded.list.organizationName)}
          </p>
          {loaded.list.documents.length === 0 ? (
            <p data-testid="fdv-empty">
              {t(
                'fdv.empty',
                'No documents yet: they appear here once an order of your organisation is paid.',
              )}
            </p>
          ) : (
            <>
              <TextField
                label={t('fdv.search', 'Search by product, article number or order number')}
                type="search"
                name="fdv-search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
              <p role="status" css={{ margin: 0 }}>
                {t('fdv.count', '{shown} of {total} documents')
                  .replace('{shown}', String(shown.length))
                  .replace('{total}', String(loaded.list.documents.length))}
              </p>
              <ul
                css={(theme) => ({
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  display: 'grid',
                  gap: theme.space[3],
                })}
              >
                {shown.map((document) => (
                  <li
                    key={document.productCode}
                    data-testid="fdv-document"
                    css={(theme) => ({
                      display: 'grid',
                      gap: theme.space[2],
                      padding: theme.space[4],
                      border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
                      borderRadius: theme.radii.m,
                      background: theme.colors.surface,
                    })}
                  >
                    <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.l })}>{document.name}</h2>
                    <p css={{ margin: 0 }}>
                      {t('fdv.itemNumber', 'Article number')}: {document.productCode}
                    </p>
                    <ul css={{ margin: 0 }}>
                      {document.orders.map((order) => (
                        <li key={order.orderNumber}>
                          {t('fdv.order', 'Order {orderNumber}, {date}: {quantity} pcs')
                            .replace('{orderNumber}', order.orderNumber)
                            .replace('{date}', dateFormat.format(new Date(order.orderDate)))
                            .replace('{quantity}', String(order.quantity))}
                        </li>
                      ))}
                    </ul>
                    <a
                      href={document.downloadUrl}
                      download={document.fileName}
                      aria-label={`${t('fdv.download', 'Download FDV document')} ${document.name}`}
                      css={{ justifySelf: 'start' }}
                    >
                      {t('fdv.download', 'Download FDV document')}
                    </a>
                  </li>
                ))}
              </ul>
              {shown.length === 0 && (
                <p data-testid="fdv-no-match">{t('fdv.noMatch', 'No document matches the search.')}</p>
              )}
            </>
          )}
        </>
      )}
    </Container>
  );
}
