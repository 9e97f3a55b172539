import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteInfo } from '@nzbkino/api-types';
import { apiError, json, mockApi, type Handlers } from '../../test/api-mock';
import { captchaHandler, fill, session, user } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';
import { browserLocation } from '../../lib/browser-location';

const FORUM = 'https://forum.example.org';
const siteInfo = (forumUrl: string | null): SiteInfo => ({
  supportEmail: null,
  supportPhone: null,
  supportHours: [],
  team: [],
  impressum: null,
  privacyPolicy: null,
  forumUrl,
});
const token = {
  token: 'eyJ.abc.def',
  url: '/api/nodebb/sso?token=eyJ.abc.def',
  forumUrl: FORUM,
  expiresAt: '2026-11-24T12:01:00.000Z',
};

function setup(handlers: Handlers = {}) {
  return mockApi({
    'GET /api/site-info': () => json(siteInfo(FORUM)),
    'GET /api/users/profile': () => json(user()),
    'GET /api/nodebb/token': () => json(token),
    ...handlers,
  });
}

const header = () => screen.getByRole('banner');
function openMenu() {
  fireEvent.click(within(header()).getByRole('button', { name: 'Benutzermenü von mia' }));
  return within(header()).getByRole('navigation', { name: 'Benutzermenü' });
}

let leaveTo: ReturnType<typeof vi.spyOn>;
// Leaving the app would end jsdom's page: the spy stands in (restored after each test by the setup).
beforeEach(() => {
  leaveTo = vi.spyOn(browserLocation, 'leaveTo').mockImplementation(() => undefined);
});

describe('Community in the user menu', () => {
  it('is there only when the forum is configured', async () => {
    setup({ 'GET /api/site-info': () => json(siteInfo(null)) });
    renderApp('/faq', { session: session() });
    const menu = openMenu();
    await within(menu).findByRole('link', { name: 'Premium' });
    await waitFor(() => expect(within(menu).queryByRole('button', { name: 'Community' })).toBeNull());
  });

  it('opens the forum in a new tab through the sign-on address', async () => {
    const tab = { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const server = setup();
    renderApp('/faq', { session: session() });
    fireEvent.click(await within(openMenu()).findByRole('button', { name: 'Community' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('/api/nodebb/sso?token=eyJ.abc.def'));
    expect(tab.opener).toBeNull();
    expect(server.last('GET /api/nodebb/token')?.headers.get('Authorization')).toBe('Bearer tok-mia');
    open.mockRestore();
  });

  it('closes the tab and says so when the token is refused', async () => {
    const tab = { location: { href: '' }, opener: null, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    setup({
      'GET /api/nodebb/token': () => apiError(404, 'Das Forum ist auf dieser Seite nicht eingerichtet.'),
    });
    renderApp('/faq', { session: session() });
    fireEvent.click(await within(openMenu()).findByRole('button', { name: 'Community' }));
    expect(
      await screen.findByText('Das Forum konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.'),
    ).toBeDefined();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('/login?redirect=nodebb', () => {
  it('sends a signed-in member straight back to the forum, signed in', async () => {
    setup();
    renderApp('/login?redirect=nodebb', { session: session() });
    expect(await screen.findByText('Sie werden zum Forum weitergeleitet …')).toBeDefined();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/api/nodebb/sso?token=eyJ.abc.def'));
  });

  it('says when the site has no forum', async () => {
    setup({
      'GET /api/nodebb/token': () => apiError(404, 'Das Forum ist auf dieser Seite nicht eingerichtet.'),
    });
    renderApp('/login?redirect=nodebb', { session: session() });
    expect(await screen.findByText('Auf dieser Seite ist kein Forum eingerichtet.')).toBeDefined();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('signs a visitor in first, then goes on to the forum', async () => {
    setup({
      'GET /api/auth/captcha': captchaHandler(),
      'POST /api/auth/login': () => json({ access_token: 'tok-neu', user: user() }),
    });
    const { router } = renderApp('/login?redirect=nodebb');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(router.state.location.search).toBe('?redirect=nodebb');
    await screen.findByRole('img', { name: 'Sicherheitscode: Rechenaufgabe als Bild' });
    fill('E-Mail oder Benutzername', 'mia');
    fill('Passwort', 'geheim-123');
    fill('Sicherheitscode', '7');
    const submit = screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(submit);
      await screen.findByText('Erfolgreich angemeldet!');
      await act(() => vi.advanceTimersByTimeAsync(1000));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/api/nodebb/sso?token=eyJ.abc.def'));
  });
});
