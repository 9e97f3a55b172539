import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, type Handlers } from '../../test/api-mock';
import { fill, user } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

function setup(handlers: Handlers) {
  window.localStorage.setItem('token', 'tok-alt');
  window.localStorage.setItem(
    'user',
    JSON.stringify(user({ role: 'PREMIUM', membershipExpiresAt: '2026-12-31T10:00:00.000Z' })),
  );
  const fetchMock = mockApi({
    'GET /api/users/profile': () =>
      json(user({ role: 'PREMIUM', membershipExpiresAt: '2026-12-31T10:00:00.000Z' })),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/settings') };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('settings page', () => {
  it('shows the account with its membership', async () => {
    setup({});
    const account = await screen.findByRole('region', { name: 'Konto' });
    expect(within(account).getByText('mia')).toBeDefined();
    expect(within(account).getByText('Premium bis 31.12.2026')).toBeDefined();
    expect(within(account).getByRole('link', { name: 'Mitgliedschaft ansehen' }).getAttribute('href')).toBe(
      '/subscription/premium',
    );
    expect(within(account).getByRole('link', { name: 'Abo-Verlauf' }).getAttribute('href')).toBe(
      '/subscription/history',
    );
  });

  it('changes the e-mail with the current password and replaces the stored user', async () => {
    const { fetchMock } = setup({ 'PUT /api/users/email': () => json(user({ email: 'neu@example.org' })) });
    const region = await screen.findByRole('region', { name: 'E-Mail-Adresse ändern' });
    fill('Neue E-Mail', 'mia@example.org', region);
    expect(await screen.findByText('Das ist bereits Ihre E-Mail-Adresse')).toBeDefined();
    fill('Neue E-Mail', 'neu@example.org', region);
    fill('Aktuelles Passwort', 'Richtig-1', region);
    const button = within(card('E-Mail-Adresse ändern')).getByRole('button', {
      name: 'E-Mail ändern',
    }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Ihre E-Mail-Adresse wurde geändert.')).toBeDefined();
    expect(fetchMock.last('PUT /api/users/email')?.body).toEqual({
      email: 'neu@example.org',
      password: 'Richtig-1',
    });
    expect(fetchMock.last('PUT /api/users/email')?.headers.get('Authorization')).toBe('Bearer tok-alt');
    expect(JSON.parse(window.localStorage.getItem('user')!).email).toBe('neu@example.org');
  });

  it('puts a wrong current password at its field and keeps the user signed in', async () => {
    setup({
      'PUT /api/users/email': () => apiError(400, 'Das aktuelle Passwort ist falsch.', { field: 'password' }),
    });
    const region = await screen.findByRole('region', { name: 'E-Mail-Adresse ändern' });
    fill('Neue E-Mail', 'neu@example.org', region);
    fill('Aktuelles Passwort', 'Falsch-1', region);
    const button = within(card('E-Mail-Adresse ändern')).getByRole('button', {
      name: 'E-Mail ändern',
    }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeDefined();
    expect(window.localStorage.getItem('token')).toBe('tok-alt');
  });

  it('changes the password and keeps the fresh token where the old one was', async () => {
    const { fetchMock } = setup({
      'PUT /api/users/password': () => json({ access_token: 'tok-neu', user: user() }),
    });
    const region = await screen.findByRole('region', { name: 'Passwort ändern' });
    fill('Aktuelles Passwort', 'Alt-Passwort-1', region);
    fill('Neues Passwort', 'Neu-Passwort-2', region);
    expect(within(region).getByRole('meter', { name: 'Passwortstärke' })).toBeDefined();
    fill('Neues Passwort bestätigen', 'Anders', region);
    expect(await within(region).findByText('Passwörter stimmen nicht überein')).toBeDefined();
    fill('Neues Passwort bestätigen', 'Neu-Passwort-2', region);
    const button = within(region).getByRole('button', { name: 'Passwort ändern' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText('Passwort geändert. Alle anderen Geräte wurden abgemeldet.'),
    ).toBeDefined();
    expect(fetchMock.last('PUT /api/users/password')?.body).toEqual({
      currentPassword: 'Alt-Passwort-1',
      newPassword: 'Neu-Passwort-2',
    });
    expect(window.localStorage.getItem('token')).toBe('tok-neu');
  });

  it('signs out everywhere', async () => {
    const { router } = setup({ 'POST /api/users/logout-all': () => json({ success: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Überall abmelden' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.search).toBe('');
  });
});
