import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, serverError, type Handlers } from '../../test/api-mock';
import { movieCard, movieDetail, pagination, release } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const gb = 1024 ** 3;

function setup(overrides: Parameters<typeof movieDetail>[0] = {}, handlers: Handlers = {}) {
  const movie = movieDetail(overrides);
  const fetchMock = mockApi({
    'GET /api/movies/{slugOrId}': () => json(movie),
    'GET /api/movies/{slugOrId}/releases': () =>
      json([
        release({
          id: 1,
          name: 'Metropolis.1927.German.2160p.UHD-GRP',
          resolution: '2160p',
          size: 40 * gb,
          humanAudioLanguages: ['German', 'English'],
        }),
        release({
          id: 2,
          name: 'Metropolis.1927.German.720p-GRP',
          resolution: '720p',
          size: 0.7 * gb,
          nfoPath: 'nfo/2.nfo',
        }),
        release({
          id: 3,
          name: 'Metropolis.1927.1080p-OHNE',
          resolution: '1080p',
          nzbPath: null,
          humanAudioLanguages: ['English'],
        }),
      ]),
    'GET /api/movies/{slugOrId}/related': () => json([movieCard({ title: 'Die Nibelungen' })]),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/movies/metropolis-1927') };
}

describe('movie detail', () => {
  it('shows poster, facts, genres and description, titled "{title} Download"', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Metropolis' })).toBeDefined();
    expect(screen.getByText('10. Januar 1927')).toBeDefined();
    expect(screen.getByText('153 Min.')).toBeDefined();
    expect(screen.getByText('7,5/10')).toBeDefined();
    expect(screen.getByText('(120 Stimmen)')).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Genres' })).getByText('Drama')).toBeDefined();
    expect(screen.getByText(/In der Stadt Metropolis leben/)).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Metropolis Download - NZBKino'));
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Filme' }).getAttribute('href')).toBe('/movies');
  });

  it('links to IMDb and TMDb in a new tab', async () => {
    setup();
    const imdb = await screen.findByRole('link', { name: /IMDb/ });
    expect(imdb.getAttribute('href')).toBe('https://www.imdb.com/title/tt0017136');
    expect(imdb.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /TMDb/ }).getAttribute('href')).toBe(
      'https://www.themoviedb.org/movie/19',
    );
  });

  it('has no trailer button without a YouTube trailer', async () => {
    setup({ trailers: [{ site: 'YouTube', type: 'Teaser', key: 'abc', name: 'Teaser', official: true }] });
    await screen.findByRole('heading', { level: 1, name: 'Metropolis' });
    expect(screen.queryByRole('button', { name: 'Trailer ansehen' })).toBeNull();
  });

  it('opens the trailer in a modal with a youtube-nocookie embed that plays at once', async () => {
    setup({
      trailers: [
        { site: 'YouTube', type: 'Trailer', key: 'xyz123', name: 'Restaurierte Fassung', official: true },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Trailer ansehen' }));
    const dialog = screen.getByRole('dialog', { name: 'Restaurierte Fassung' });
    const frame = within(dialog).getByTitle('Trailer: Restaurierte Fassung');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/xyz123?autoplay=1&rel=0');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('greys the watchlist out for visitors: the tooltip and a click say why, and nothing is asked', async () => {
    const { fetchMock } = setup();
    const toggle = await screen.findByRole('button', { name: 'Zur Watchlist hinzufügen' });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(toggle.getAttribute('title')).toBe(
      'Bitte einloggen oder registrieren, um diese Funktion zu nutzen',
    );
    fireEvent.click(toggle);
    expect(await screen.findByText('Bitte loggen Sie sich ein für die Watchlist.')).toBeDefined();
    expect(fetchMock.paths().some((path) => path.includes('watchlist'))).toBe(false);
  });

  it('lists the releases with NFO, resolution, video, audio, language flag, size and group', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Releases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Release',
      'NFO',
      'Auflösung',
      'Video',
      'Audio',
      'Sprache',
      'Größe',
      'Gruppe',
      'Downloads',
      'Warenkorb',
    ]);
    const uhd = within(table).getByRole('row', { name: /2160p\.UHD/ });
    expect(within(uhd).getByRole('img', { name: 'Deutsch/Englisch' })).toBeDefined();
    expect(within(uhd).getByText('40,00 GB')).toBeDefined();
    expect(within(uhd).getByText('H.264')).toBeDefined();
    expect(within(uhd).getByText('DTS')).toBeDefined();
    expect(within(uhd).queryByRole('button', { name: /NFO/ })).toBeNull();

    const small = within(table).getByRole('row', { name: /720p-GRP/ });
    expect(within(small).getByText('716,80 MB')).toBeDefined();
    expect(within(small).getByRole('img', { name: 'Deutsch' })).toBeDefined();
    // A visitor sees the NFO button greyed out with the login hint (spec 001 §5).
    const nfo = within(small).getByRole('button', { name: 'NFO anzeigen: Metropolis.1927.German.720p-GRP' });
    expect(nfo.getAttribute('aria-disabled')).toBe('true');
    expect(nfo.getAttribute('title')).toBe('Bitte einloggen oder registrieren, um diese Funktion zu nutzen');

    const without = within(table).getByRole('row', { name: /OHNE/ });
    expect(within(without).getByText('Nicht verfügbar')).toBeDefined();
    expect(within(without).getByRole('img', { name: 'Englisch' })).toBeDefined();
    expect(within(without).queryByRole('button', { name: /herunterladen/ })).toBeNull();
  });

  it('offers the best release: highest resolution with an NZB', async () => {
    setup();
    await screen.findByRole('table', { name: 'Releases' });
    const best = screen.getByText('Bestes Release').parentElement!;
    expect(within(best).getByText('Metropolis.1927.German.2160p.UHD-GRP')).toBeDefined();
    expect(within(best).getByText('2160p').dataset.quality).toBe('4k');
  });

  it("says 'Kein geeignetes Release gefunden' when no release can be downloaded", async () => {
    setup({}, { 'GET /api/movies/{slugOrId}/releases': () => json([release({ nzbPath: null })]) });
    expect(await screen.findByText('Kein geeignetes Release gefunden')).toBeDefined();
  });

  it("says 'Keine Releases verfügbar' without releases, and shows no invented rows on errors", async () => {
    setup({}, { 'GET /api/movies/{slugOrId}/releases': () => json([]) });
    expect(await screen.findByText('Keine Releases verfügbar')).toBeDefined();
  });

  it('shows up to 20 cast members with their roles', async () => {
    const cast = Array.from({ length: 25 }, (_, i) => ({
      id: i,
      name: `Person ${i}`,
      character: `Rolle ${i}`,
      profile_path: null,
    }));
    setup({ cast });
    const section = await screen.findByRole('region', { name: 'Besetzung' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(20);
    expect(within(section).getByText('als Rolle 0')).toBeDefined();
  });

  it('shows related movies', async () => {
    setup();
    const related = await screen.findByRole('region', { name: 'Ähnliche Filme' });
    expect(within(related).getByText('Die Nibelungen')).toBeDefined();
  });

  it("falls back to four suggestions, 'Das könnte dich auch interessieren', without related movies", async () => {
    const pool = Array.from({ length: 6 }, (_, i) => movieCard({ id: 900 + i, title: `Vorschlag ${i}` }));
    setup(
      {},
      {
        'GET /api/movies/{slugOrId}/related': () => serverError(),
        'GET /api/movies': () =>
          json({
            movies: [movieCard({ id: 1, title: 'Metropolis' }), ...pool],
            pagination: pagination(1, 1, 7),
          }),
      },
    );
    const block = await screen.findByRole('region', { name: 'Das könnte dich auch interessieren' });
    const titles = within(block)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(titles).toHaveLength(4);
    expect(titles.join()).not.toContain('Metropolis');
  });

  it("shows 'Film nicht gefunden' with a way back to the movies", async () => {
    mockApi({ 'GET /api/movies': () => json({ movies: [], pagination: pagination(1, 0, 0) }) });
    renderApp('/movies/gibt-es-nicht-2001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Film nicht gefunden' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zurück zu den Filmen' }).getAttribute('href')).toBe('/movies');
    await waitFor(() => expect(document.title).toBe('Film nicht gefunden - NZBKino'));
  });

  it('finds a movie through a search built from an old slug and moves to its address', async () => {
    const movie = movieDetail();
    const fetchMock = mockApi({
      'GET /api/movies': () =>
        json({
          movies: [movieCard({ id: 1, title: 'Metropolis', slug: 'metropolis-1927', year: 1927 })],
          pagination: pagination(1, 1, 1),
        }),
      'GET /api/movies/{slugOrId}': ({ params }) =>
        params.slugOrId === 'metropolis-1927' ? json(movie) : apiError(404, 'Film nicht gefunden'),
    });
    const { router } = renderApp('/movies/metropolis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Metropolis' })).toBeDefined();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/movies/metropolis-1927'));
    const search = fetchMock.paths().find((u) => u.startsWith('/api/movies?'));
    expect(search).toContain('search=metropolis');
  });

  it('does not take a different movie from the slug search', async () => {
    mockApi({
      'GET /api/movies': () =>
        json({
          movies: [movieCard({ title: 'Metropolis Reloaded', slug: 'metropolis-reloaded-2020', year: 2020 })],
          pagination: pagination(1, 1, 1),
        }),
    });
    renderApp('/movies/metropolis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Film nicht gefunden' })).toBeDefined();
  });
});
