import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@storefront/api-client';
import { VALIDATION_MESSAGES } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountModalHost, loginModalOpened } from '../modals';
import { renderWithProviders } from '../test/render-with-providers';
import { ForgotPasswordPage, PASSWORD_RESET_DONE } from './forgot-password-page';
import { RESET_LINK_SENT } from './reset-request-form';

interface Received {
  path: string;
  body: unknown;
}

/**
 * The reset calls on real HTTP: the request answers 204 for any address (as the server does), a reset
 * accepts only the token 'good-token' once.
 */
async function startResetServer(options: { rateLimited?: boolean } = {}) {
  const received: Received[] = [];
  let used = false;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as { token?: string }) : undefined;
    const path = (req.url ?? '').split('?')[0] ?? '';
    received.push({ path, body });
    const json = (status: number, payload: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (path === '/api/customer/password-reset/request') {
      if (options.rateLimited) {
        json(429, {
          error: 'TOO_MANY_REQUESTS',
          message: 'Too many password reset requests. Try again later.',
        });
      } else res.writeHead(204).end();
    } else if (path === '/api/customer/password-reset') {
      if (body?.token === 'good-token' && !used) {
        used = true;
        res.writeHead(204).end();
      } else {
        json(400, {
          error: 'VALIDATION_FAILED',
          message: 'This reset link is not valid any more. Ask for a new one.',
          fields: { token: 'This reset link is not valid any more. Ask for a new one.' },
        });
      }
    } else json(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { api: createApiClient({ apiBase: url, language: 'en' }), received };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const page = {
  pageId: 'forgot-password',
  url: '/en/forgot-password',
  pageType: 'ForgotPasswordPage',
  pageTitle: 'Forgot password',
} as Parameters<typeof ForgotPasswordPage>[0]['page'];

describe('reset password modal', { timeout: 45_000 }, () => {
  it('opens from sign-in, checks the address, sends the request and shows the neutral confirmation', async () => {
    const { api, received } = await startResetServer();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AccountModalHost />, { api });
    store.dispatch(loginModalOpened());
    await user.click(await screen.findByRole('button', { name: 'Forgotten your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(received).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/E-mail/));
    await user.type(within(dialog).getByLabelText(/E-mail/), ' kari@example.no ');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(RESET_LINK_SENT);
    expect(received).toEqual([
      { path: '/api/customer/password-reset/request', body: { email: 'kari@example.no' } },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().accountModals.open).toBe('login');
  });

  it('lists the rate-limit message in the footer', async () => {
    const { api } = await startResetServer({ rateLimited: true });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AccountModalHost />, { api });
    store.dispatch(loginModalOpened());
    await user.click(await screen.findByRole('button', { name: 'Forgotten your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'kari@example.no');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many password reset requests. Try again later.',
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', { timeout: 45_000 }, () => {
  it('without a token, requests a link and confirms neutrally', async () => {
    const { api, received } = await startResetServer();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage page={page} />, { api, route: '/en/forgot-password' });
    expect(screen.getByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'nobody@example.no');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT);
    expect(received.map((r) => r.path)).toEqual(['/api/customer/password-reset/request']);
  });

  it('with a token, checks the password rule, saves it once and offers sign-in', async () => {
    const { api, received } = await startResetServer();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ForgotPasswordPage page={page} />, {
      api,
      route: '/en/forgot-password?token=good-token',
    });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.password)).toBeInTheDocument();
    expect(received).toHaveLength(0);

    await user.type(screen.getByLabelText(/New password/), ' and long now');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE);
    expect(received).toEqual([
      {
        path: '/api/customer/password-reset',
        body: { token: 'good-token', newPassword: 'short and long now' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.getState().accountModals.open).toBe('login');
  });

  it('with a used or unknown token, shows the server message', async () => {
    const { api } = await startResetServer();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage page={page} />, {
      api,
      route: '/en/forgot-password?token=stale-token',
    });
    await user.type(screen.getByLabelText(/New password/), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This reset link is not valid any more. Ask for a new one.',
      ),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
