import { createApiClient } from '@storefront/api-client';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { renderWithProviders } from '../test/render-with-providers';
import { startTestApi } from '../test/test-api-server';
import { TextsReadContext } from './texts-read';
import { fetchTranslations, keepsTexts, textsReadOnly } from './translations-slice';
import { useCompleteTexts } from './use-complete-texts';
import { useText } from './use-text';

const ALL = { 'cart.title': 'Handlekurv', 'login.title': 'Logg inn', 'login.password': 'Passord' };
const ON_PAGE = textsReadOnly({ texts: ALL, status: 'succeeded' }, ['cart.title']);

let renders = 0;
function CartTitle() {
  renders += 1;
  const t = useText();
  return <h2>{t('cart.title', 'Cart')}</h2>;
}

function PasswordLabel() {
  const t = useText();
  return <span>{t('login.password', 'Password')}</span>;
}

function CompletesTexts() {
  useCompleteTexts();
  return null;
}

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  renders = 0;
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('textsReadOnly and keepsTexts', () => {
  it('keeps only the keys read, marks the state partial, and skips keys the language lacks', () => {
    const partial = textsReadOnly({ texts: ALL, status: 'succeeded' }, ['login.title', 'no.such.key']);
    expect(partial).toEqual({ texts: { 'login.title': 'Logg inn' }, status: 'succeeded', partial: true });
  });

  it('calls a superset with the same values the same texts, and a changed value not', () => {
    expect(keepsTexts(ON_PAGE.texts, ALL)).toBe(true);
    expect(keepsTexts(ON_PAGE.texts, { ...ALL, 'cart.title': 'Kurv' })).toBe(false);
    expect(keepsTexts(ALL, ON_PAGE.texts)).toBe(false);
  });
});

describe('useText', () => {
  it('records the keys a server render looks up', () => {
    const read = new Set<string>();
    const store = makeStore({
      api: createApiClient({ apiBase: 'http://127.0.0.1:9' }),
      preloadedState: { translations: { texts: ALL, status: 'succeeded' } },
    });
    const html = renderToString(
      <Provider store={store}>
        <TextsReadContext.Provider value={read}>
          <CartTitle />
          <PasswordLabel />
        </TextsReadContext.Provider>
      </Provider>,
    );
    expect(html).toContain('Handlekurv');
    expect([...read].sort()).toEqual(['cart.title', 'login.password']);
  });

  it('re-renders nothing on screen when the rest of the texts arrive, and shows a missing one when it does', async () => {
    const api = await startTestApi({ 'GET /api/site/translations': () => ({ status: 200, body: ALL }) });
    servers.push(api);
    renderWithProviders(
      <>
        <CartTitle />
        <PasswordLabel />
        <CompletesTexts />
      </>,
      {
        api: createApiClient({ apiBase: api.url, language: 'no' }),
        preloadedState: { translations: ON_PAGE },
      },
    );
    expect(screen.getByRole('heading').textContent).toBe('Handlekurv');
    // Not among the page's texts yet: the fallback, until the rest of the language arrives.
    expect(screen.getByText('Password')).toBeTruthy();
    const before = renders;
    expect(await screen.findByText('Passord')).toBeTruthy();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/site/translations']);
    expect(renders).toBe(before);
  });

  it('re-renders a component whose shown text changes', () => {
    const { store } = renderWithProviders(<CartTitle />, { preloadedState: { translations: ON_PAGE } });
    const before = renders;
    act(() => {
      store.dispatch(fetchTranslations.fulfilled({ ...ALL, 'cart.title': 'Kurv' }, 'test', undefined));
    });
    expect(screen.getByRole('heading').textContent).toBe('Kurv');
    expect(renders).toBe(before + 1);
  });
});
