import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/api-mock';
import { renderApp } from '../test/render-app';

describe('route table', () => {
  beforeEach(() => {
    mockApi();
  });

  it('greets on the home page and titles it with the site name', async () => {
    renderApp('/', { siteName: 'KinoKiste' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei KinoKiste' })).toBeDefined();
    expect(document.title).toBe('Startseite - KinoKiste');
  });

  it('shows a placeholder with title, note and home link for pages not built yet', async () => {
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })).toBeDefined();
    expect(screen.getByText('Dieser Bereich wird gerade gebaut.')).toBeDefined();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Warenkorb - NZBKino');
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
    ['/movies/inception-2010', 'Filmdetails'],
    ['/movies/42', 'Filmdetails'],
    ['/series', 'TV Serien'],
    ['/series/dark-2017', 'Seriendetails'],
    ['/series/dark-2017/season/1/episode/2', 'Episoden-Releases'],
    ['/requests', 'Requests'],
    ['/admin', 'Administration'],
  ])('%s leads to its page "%s" with the site name in the title', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(screen.queryByText('Seite nicht gefunden')).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/ - NZBKino$/));
  });

  it('titles the episode page with season and episode', async () => {
    renderApp('/series/dark-2017/season/1/episode/2');
    await screen.findByRole('heading', { name: 'Episoden-Releases' });
    expect(document.title).toBe('Staffel 1 • Episode 2 - NZBKino');
  });

  it('has admin child routes with their own navigation', async () => {
    renderApp('/admin/changelogs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Changelogs' })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Administrationsbereiche' });
    expect(within(nav).getByRole('link', { name: 'Changelogs' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Changelogs – Administration - NZBKino');
  });

  it('sends /login to the sign-in page and keeps the redirect query', async () => {
    const { router } = renderApp('/login?redirect=nodebb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.search).toBe('?redirect=nodebb');
  });

  it('scrolls to the top after every navigation, repeating at 0, 10 and 50 ms', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Willkommen bei NZBKino' });
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(3));
    vi.mocked(window.scrollTo).mockClear();

    vi.useFakeTimers();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Releases' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(40);
    expect(window.scrollTo).toHaveBeenCalledTimes(3);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
