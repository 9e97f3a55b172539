import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HeroItem } from '@nzbkino/api-types';
import { deferred, json, mockApi, serverError, type Handlers, type Reply } from '../../test/api-mock';
import { session as member } from '../../test/auth-fixtures';
import { heroItem, movieCard, news, pagination, release, releasePage, seriesCard } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const heroes = [
  heroItem({ id: 1, title: 'Metropolis', slug: 'metropolis-1927', overview: 'a'.repeat(250) }),
  heroItem({ id: 2, title: 'Elbnebel', slug: 'elbnebel-2017', type: 'series', overview: 'Nebel.' }),
  heroItem({ id: 3, title: 'Nosferatu', slug: 'nosferatu-1922' }),
];

function setup(handlers: Handlers = {}, options: Parameters<typeof renderApp>[1] = {}) {
  const fetchMock = mockApi({
    'GET /api/hero-items': () => json(heroes),
    'GET /api/news/current': () => json(null),
    'GET /api/movies': () =>
      json({
        movies: Array.from({ length: 20 }, (_, i) => movieCard({ id: 100 + i, title: `Neu ${i + 1}` })),
        pagination: pagination(1, 1, 20),
      }),
    'GET /api/upcoming-movies': () =>
      json([
        movieCard({ id: 201, title: 'Bald', release_date: '2026-12-01' }),
        movieCard({ id: 202, title: 'Später', release_date: '2027-02-01' }),
      ]),
    'GET /api/on-air-series': () => json([seriesCard({ id: 301, title: 'Läuft gerade' })]),
    'GET /api/series': () =>
      json({ series: [seriesCard({ id: 302, title: 'Frisch' })], pagination: pagination(1, 1, 1) }),
    'GET /api/releases': () =>
      json(
        releasePage([
          release({ id: 1, name: 'Metropolis.1927.German.1080p-GRP' }),
          release({
            id: 2,
            name: 'Elbnebel.S01E01.German.720p-GRP',
            type: 'series',
            parsedType: 'TV',
            movie: null,
            series: { id: 7, slug: 'elbnebel-2017', title: 'Elbnebel' },
          }),
          release({ id: 3, name: 'Band.Album.2024-GRP', type: 'music', parsedType: 'MUSIC', movie: null }),
          release({ id: 4, name: 'Irgendwas.2024-GRP', type: 'unknown', parsedType: 'UNKNOWN', movie: null }),
        ]),
      ),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/', options) };
}

/** Renders home on a fake clock and waits (1 fake ms per check) until the first slide is shown. */
async function setupOnFakeClock(handlers: Handlers = {}) {
  vi.useFakeTimers();
  const view = setup(handlers);
  await vi.waitFor(() => screen.getByRole('heading', { level: 2, name: 'Metropolis' }), { interval: 1 });
  return view;
}

const slide = () => screen.getByRole('group', { name: /^Empfehlung \d von \d$/ });
const heroTitle = () => within(slide()).getByRole('heading', { level: 2 }).textContent;

describe('home: hero carousel', () => {
  it('shows a skeleton while loading, then the first item with a cut overview and Details', async () => {
    const answer = deferred<Reply<HeroItem[]>>();
    setup({ 'GET /api/hero-items': () => answer.promise });
    expect(await screen.findByText('Empfehlungen werden geladen')).toBeDefined();
    answer.resolve(json(heroes));
    expect(await screen.findByRole('heading', { level: 2, name: 'Metropolis' })).toBeDefined();
    expect(within(slide()).getByText(`${'a'.repeat(200)}…`)).toBeDefined();
    expect(within(slide()).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/movies/metropolis-1927',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen bei NZBKino' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Startseite - NZBKino'));
  });

  it('moves on every 7 seconds and wraps around', async () => {
    await setupOnFakeClock();
    await act(() => vi.advanceTimersByTimeAsync(6990));
    expect(heroTitle()).toBe('Metropolis');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(heroTitle()).toBe('Elbnebel');
    expect(within(slide()).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      '/series/elbnebel-2017',
    );
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(heroTitle()).toBe('Nosferatu');
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(heroTitle()).toBe('Metropolis');
  });

  it('jumps with the dots and restarts the 7 seconds', async () => {
    await setupOnFakeClock();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    fireEvent.click(screen.getByRole('button', { name: 'Empfehlung 3 anzeigen' }));
    expect(heroTitle()).toBe('Nosferatu');
    expect(screen.getByRole('button', { name: 'Empfehlung 3 anzeigen' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(6999));
    expect(heroTitle()).toBe('Nosferatu');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(heroTitle()).toBe('Metropolis');
  });

  it('does not rotate or show dots with a single item', async () => {
    await setupOnFakeClock({ 'GET /api/hero-items': () => json(heroes.slice(0, 1)) });
    expect(screen.queryByRole('button', { name: /Empfehlung \d anzeigen/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(heroTitle()).toBe('Metropolis');
  });

  it('pauses while the pointer rests on it', async () => {
    await setupOnFakeClock();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Empfehlungen' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(heroTitle()).toBe('Metropolis');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Empfehlungen' }));
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(heroTitle()).toBe('Elbnebel');
  });

  it("greets with 'Willkommen bei {siteName}' when there is nothing to show", async () => {
    setup({ 'GET /api/hero-items': () => serverError() }, { siteName: 'KinoKiste' });
    await vi.waitFor(() => {
      const heading = screen.getByRole('heading', { level: 1, name: 'Willkommen bei KinoKiste' });
      expect(heading.className).not.toContain('sr-only');
    });
    expect(screen.queryByRole('group', { name: /Empfehlung/ })).toBeNull();
  });
});

describe('home: news', () => {
  it('shows the news with reactions read-only and the sign-in hint', async () => {
    setup({ 'GET /api/news/current': () => json(news()) });
    const box = (await screen.findByRole('heading', { name: 'Willkommen im neuen Look' })).closest(
      'section',
    )!;
    expect(within(box).getByText('Die Startseite ist neu.')).toBeDefined();
    expect(within(box).getByText('Heute')).toBeDefined();
    const reactions = within(box).getByRole('group', { name: 'Reaktionen' });
    const buttons = within(reactions).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Daumen hoch: 4',
      'Applaus: 0',
      'Herz: 2',
      'Feuer: 0',
      'Lachen: 1',
    ]);
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(within(reactions).getByRole('link', { name: 'Einloggen' }).getAttribute('href')).toBe(
      '/auth/signin',
    );
    expect(within(reactions).getByText(/um zu reagieren/)).toBeDefined();
  });

  it('hides the news when there is none or it cannot be loaded', async () => {
    setup({ 'GET /api/news/current': () => serverError() });
    await screen.findByRole('heading', { level: 2, name: 'Metropolis' });
    expect(screen.queryByRole('group', { name: 'Reaktionen' })).toBeNull();
  });

  it('lets a signed-in user react once and take it back', async () => {
    let current = news();
    const react = (reacted: boolean) => {
      current = news({
        reactions: { ...news().reactions, heart: { count: reacted ? 3 : 2, userReacted: reacted } },
      });
      return json(current);
    };
    const fetchMock = setup(
      {
        'GET /api/news/current': () => json(current),
        'POST /api/news/{id}/reaction': () => react(true),
        'DELETE /api/news/{id}/reaction': () => react(false),
      },
      { session: member() },
    ).fetchMock;
    fireEvent.click(await screen.findByRole('button', { name: 'Herz: 2' }));
    const active = await screen.findByRole('button', { name: 'Herz: 3' });
    expect(active.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Daumen hoch: 4' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Einloggen' })).toBeNull();
    const post = fetchMock.last('POST /api/news/{id}/reaction');
    expect(post?.path).toBe('/api/news/3/reaction');
    expect(post?.body).toEqual({ reactionType: 'heart' });

    fireEvent.click(active);
    expect(await screen.findByRole('button', { name: 'Herz: 2' })).toBeDefined();
    expect(fetchMock.last('DELETE /api/news/{id}/reaction')?.path).toBe('/api/news/3/reaction');
  });
});

describe('home: rows and releases', () => {
  it('shows 10 of the 20 newest movies, asked for with sort=createdAt_desc', async () => {
    const { fetchMock } = setup();
    const row = (await screen.findByRole('heading', { name: 'Neu hinzugefügte Filme' })).closest('section')!;
    const items = await within(row).findAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(row).getByRole('link', { name: 'Alle ansehen: Neu hinzugefügte Filme' })).toBeDefined();
    expect(fetchMock.paths()).toContain('/api/movies?limit=20&sort=createdAt_desc');
  });

  it('loads the secondary lists 100 ms after the first ones', async () => {
    vi.useFakeTimers();
    const { fetchMock } = setup();
    const paths = () => fetchMock.requests.map((request) => request.url.pathname);
    const secondary = ['/api/upcoming-movies', '/api/on-air-series', '/api/series', '/api/releases'];
    // Advances the fake clock by 1 ms per check until the page (a lazy chunk) has mounted.
    await vi.waitFor(
      () =>
        expect(paths()).toEqual(
          expect.arrayContaining(['/api/hero-items', '/api/movies', '/api/news/current']),
        ),
      { interval: 1 },
    );
    await act(() => vi.advanceTimersByTimeAsync(90));
    expect(paths().filter((path) => secondary.includes(path))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(paths()).toEqual(
      expect.arrayContaining(['/api/upcoming-movies', '/api/on-air-series', '/api/series', '/api/releases']),
    );
    expect(fetchMock.paths()).toEqual(
      expect.arrayContaining(['/api/on-air-series?limit=20', '/api/releases?limit=15']),
    );
  });

  it('shows Im Kino newest release date first, Aktuell im TV and Zuletzt hinzugefügte Serien', async () => {
    setup();
    const upcoming = (await screen.findByRole('heading', { name: 'Im Kino' })).closest('section')!;
    await within(upcoming).findByRole('link', { name: /Bald/ });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Später'), expect.stringContaining('Bald')]);
    expect(within(upcoming).getByText('01.02.2027')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Aktuell im TV' })).toBeDefined();
    expect(screen.getByRole('link', { name: /Läuft gerade/ }).getAttribute('href')).toBe('/series/serie-301');
    expect(screen.getByRole('heading', { name: 'Zuletzt hinzugefügte Serien' })).toBeDefined();
  });

  it('leaves out rows that have nothing to show', async () => {
    setup({ 'GET /api/upcoming-movies': () => json([]), 'GET /api/on-air-series': () => serverError() });
    await screen.findByRole('link', { name: /Frisch/ });
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Im Kino' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Im Kino' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Aktuell im TV' })).toBeNull();
  });

  it('lists the newest releases with type badge, link, size, group and language', async () => {
    setup();
    const section = (await screen.findByRole('heading', { name: 'Neueste Releases' })).closest('section')!;
    await within(section).findByRole('link', { name: 'Metropolis.1927.German.1080p-GRP' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.firstElementChild?.textContent)).toEqual([
      'Film',
      'Serie',
      'Musik',
      'Unbekannt',
    ]);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Metropolis.1927.German.1080p-GRP' }).getAttribute('href'),
    ).toBe('/movies/metropolis-1927');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/series/elbnebel-2017');
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[0]!).getByText('8,50 GB')).toBeDefined();
    expect(within(rows[0]!).getByText('GRP')).toBeDefined();
    expect(within(rows[0]!).getByRole('img', { name: 'Deutsch' })).toBeDefined();
  });
});
