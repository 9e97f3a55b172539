import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../test/api-mock';
import { user } from '../test/auth-fixtures';
import { renderApp } from '../test/render-app';
import { api } from './api-client';
import { hasStoredSession, readStoredSession } from './session-storage';

function store(area: Storage, token: string, userJson: string) {
  area.setItem('token', token);
  area.setItem('user', userJson);
}

const header = () => screen.getByRole('banner');

describe('stored session (spec 000 §3, §4)', () => {
  it('restores a session from local storage and refreshes the profile', async () => {
    store(window.localStorage, 'tok-a', JSON.stringify(user({ username: 'alt' })));
    const server = mockApi({ 'GET /api/users/profile': () => json(user({ username: 'neu' })) });
    renderApp('/');
    expect(await within(header()).findByRole('button', { name: 'Benutzermenü von neu' })).toBeDefined();
    expect(server.last('GET /api/users/profile')?.headers.get('Authorization')).toBe('Bearer tok-a');
    expect(JSON.parse(window.localStorage.getItem('user')!).username).toBe('neu');
  });

  it('restores a session from session storage too', async () => {
    store(window.sessionStorage, 'tok-s', JSON.stringify(user()));
    mockApi({ 'GET /api/users/profile': () => json(user()) });
    renderApp('/');
    expect(await within(header()).findByRole('button', { name: 'Benutzermenü von mia' })).toBeDefined();
  });

  it.each([['{kaputt'], ['{"username":"ohne-id"}'], ['null'], ['[]']])(
    'discards and removes a corrupt stored user (%s)',
    (corrupt) => {
      store(window.localStorage, 'tok-c', corrupt);
      expect(readStoredSession()).toEqual({ token: 'tok-c', user: null, area: 'local' });
      expect(window.localStorage.getItem('user')).toBeNull();
      expect(hasStoredSession()).toBe(false);
    },
  );

  it('reads roles older clients stored in lower case, and an unknown role as USER', () => {
    store(window.localStorage, 'tok-r', JSON.stringify({ ...user(), role: 'admin', displayName: 7 }));
    expect(readStoredSession()?.user).toEqual({ ...user(), role: 'ADMIN', displayName: null });
    store(window.localStorage, 'tok-r', JSON.stringify({ ...user(), role: 'MODERATOR' }));
    expect(readStoredSession()?.user?.role).toBe('USER');
  });

  it('gets the user back from the profile when only the token survived', async () => {
    store(window.localStorage, 'tok-p', '{kaputt');
    mockApi({ 'GET /api/users/profile': () => json(user()) });
    renderApp('/');
    expect(await within(header()).findByRole('button', { name: 'Benutzermenü von mia' })).toBeDefined();
    expect(JSON.parse(window.localStorage.getItem('user')!).id).toBe(7);
  });
});

describe('automatic sign-out (spec 000 §4)', () => {
  it('clears both storages and goes to sign-in when an authenticated call answers 401', async () => {
    store(window.localStorage, 'tok-x', JSON.stringify(user()));
    window.sessionStorage.setItem('token', 'alt');
    mockApi({
      'GET /api/users/profile': () => json(user()),
      'GET /api/users/api-key': () => apiError(401, 'abgelaufen'),
    });
    const { router } = renderApp('/faq');
    await within(header()).findByRole('button', { name: 'Benutzermenü von mia' });
    let failed: unknown;
    await act(async () => {
      await api
        .GET('/api/users/api-key', { headers: { Authorization: 'Bearer tok-x' } })
        .catch((e: unknown) => {
          failed = e;
        });
    });
    // The error still reaches the caller.
    expect((failed as { status: number }).status).toBe(401);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/faq');
    expect(within(header()).getByRole('link', { name: 'Anmelden' })).toBeDefined();
  });

  it('ignores 401s of calls without the header and of /auth/ calls', async () => {
    store(window.localStorage, 'tok-y', JSON.stringify(user()));
    mockApi({
      'GET /api/users/profile': () => json(user()),
      'POST /api/auth/login': () => apiError(401, 'falsch'),
      'GET /api/stats': () => apiError(401, 'x'),
    });
    renderApp('/faq');
    await within(header()).findByRole('button', { name: 'Benutzermenü von mia' });
    await act(async () => {
      await api
        .POST('/api/auth/login', {
          body: { identifier: 'mia', password: 'geheim-1' },
          headers: { Authorization: 'Bearer tok-y' },
        })
        .catch(() => undefined);
      await api.GET('/api/stats').catch(() => undefined);
    });
    expect(window.localStorage.getItem('token')).toBe('tok-y');
  });

  it('signs out but stays on subscription pages', async () => {
    store(window.localStorage, 'tok-z', JSON.stringify(user()));
    mockApi({
      'GET /api/users/profile': () => json(user()),
      'GET /api/users/api-key': () => apiError(401, 'x'),
    });
    const { router } = renderApp('/subscription/success');
    await within(header()).findByRole('button', { name: 'Benutzermenü von mia' });
    await act(async () => {
      await api
        .GET('/api/users/api-key', { headers: { Authorization: 'Bearer tok-z' } })
        .catch(() => undefined);
    });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/subscription/success');
  });

  it('lets a guarded page through with a stored session', async () => {
    store(window.sessionStorage, 'tok-g', JSON.stringify(user()));
    mockApi({ 'GET /api/users/profile': () => json(user()) });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeDefined();
    fireEvent.click(within(header()).getByRole('button', { name: 'Benutzermenü von mia' }));
  });
});
