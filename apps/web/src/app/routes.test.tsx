import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock';
import { session } from '../test/auth-fixtures';
import { renderApp } from '../test/render-app';

const member = session();
/** Login required (spec 000 §2): these pages sit behind the route guard. */
const LOGIN_REQUIRED = [
  '/subscription/premium',
  '/subscription/history',
  '/settings',
  '/cart',
  '/watchlist',
  '/api-management',
  '/requests',
];

describe('route table', () => {
  beforeEach(() => {
    mockApi();
  });

  it('greets on the home page and titles it with the site name', async () => {
    renderApp('/', { siteName: 'KinoKiste' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei KinoKiste' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Startseite - KinoKiste'));
  });

  it.each([
    ['/auth/signin', 'Anmelden'],
    ['/auth/signup', 'Registrieren'],
    ['/auth/forgot-password', 'Passwort vergessen'],
    ['/pricing', 'Premium-Pläne'],
    ['/faq', 'Häufig gestellte Fragen'],
    ['/about', 'Über uns'],
    ['/subscription/plans', 'Abonnements'],
    ['/subscription/premium', 'Premium'],
    ['/subscription/success', 'Zahlung erfolgreich'],
    ['/store/success', 'Kauf erfolgreich'],
    ['/subscription/history', 'Abo-Verlauf'],
    ['/settings', 'Einstellungen'],
    ['/watchlist', 'Merkliste'],
    ['/api-management', 'API Verwaltung'],
    ['/releases', 'Releases'],
    ['/movies', 'Filme'],
    // Without API answers the detail pages show their not-found states.
    ['/movies/inception-2010', 'Film nicht gefunden'],
    ['/movies/42', 'Film nicht gefunden'],
    ['/series', 'TV Serien'],
    ['/series/dark-2017', 'Serie nicht gefunden'],
    ['/series/dark-2017/season/1/episode/2', 'Staffel 1 • Episode 2'],
    ['/requests', 'Requests'],
    ['/admin', 'Administration'],
  ])('%s leads to its page "%s" with the site name in the title', async (path, heading) => {
    renderApp(path, { session: LOGIN_REQUIRED.includes(path) ? member : null });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(screen.queryByText('Seite nicht gefunden')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/ - NZBKino$/));
  });

  it.each(LOGIN_REQUIRED)('sends visitors of %s to sign-in with the address as returnUrl', async (path) => {
    const { router } = renderApp(`${path}?tab=1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(`${path}?tab=1`);
  });

  it('titles the episode page with season and episode', async () => {
    renderApp('/series/dark-2017/season/1/episode/2');
    await screen.findByRole('heading', { name: 'Staffel 1 • Episode 2' });
    await waitFor(() => expect(document.title).toBe('Staffel 1 • Episode 2 - NZBKino'));
  });

  it('has admin child routes with their own navigation', async () => {
    renderApp('/admin/changelogs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Changelogs' })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Administrationsbereiche' });
    expect(within(nav).getByRole('link', { name: 'Changelogs' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Changelogs – Administration - NZBKino'));
  });

  it('sends /login to the sign-in page and keeps the redirect query', async () => {
    const { router } = renderApp('/login?redirect=nodebb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.search).toBe('?redirect=nodebb');
  });

  it('scrolls to the element an address names (/faq#faq-contact) once the page has it', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderApp('/faq#faq-contact');
      await screen.findByRole('heading', { level: 2, name: 'Weitere Unterstützung benötigt?' });
      await waitFor(() => expect(scrolled).toContain('faq-contact'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('scrolls to the top after every navigation, repeating at 0, 10 and 50 ms', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Willkommen bei NZBKino' });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(3));
    // To the Releases page and back home: a page's first visit waits for its module in real
    // time, which fake timers would stop; home's module is loaded by now.
    const banner = screen.getByRole('banner');
    fireEvent.click(within(banner).getByRole('link', { name: 'Releases' }));
    await screen.findByRole('heading', { level: 1, name: 'Releases' });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(6));
    vi.mocked(window.scrollTo).mockClear();

    vi.useFakeTimers();
    fireEvent.click(within(banner).getByRole('link', { name: 'NZBKino – zur Startseite' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(40);
    expect(window.scrollTo).toHaveBeenCalledTimes(3);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
