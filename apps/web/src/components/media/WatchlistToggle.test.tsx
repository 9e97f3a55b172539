import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WatchlistCheck, WatchlistItem } from '@nzbkino/api-types';
import { apiError, foreignAnswer, json, mockApi, type Handlers } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { movieDetail, seriesDetail } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const entry = (overrides: Partial<WatchlistItem> = {}): WatchlistItem => ({
  id: 40,
  kind: 'movie',
  titleId: 1,
  slug: 'metropolis-1927',
  title: 'Metropolis',
  year: 1927,
  posterPath: null,
  notify: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  releaseCount: 0,
  latestRelease: null,
  ...overrides,
});

/** The movie page of a member, with the watchlist state on the server. */
function moviePage(inWatchlist: boolean, handlers: Handlers = {}) {
  let state: WatchlistCheck = inWatchlist
    ? { inWatchlist: true, id: 40, notify: true }
    : { inWatchlist: false, id: null, notify: null };
  const server = mockApi({
    'GET /api/movies/{slugOrId}': () => json(movieDetail()),
    'GET /api/movies/{slugOrId}/releases': () => json([]),
    'GET /api/movies/{slugOrId}/related': () => json([]),
    'GET /api/watchlist/check/movie/{id}': () => json(state),
    'POST /api/watchlist/movie/{id}': () => {
      state = { inWatchlist: true, id: 40, notify: true };
      return json({ success: true, item: entry() });
    },
    'DELETE /api/watchlist/movie/{id}': () => {
      state = { inWatchlist: false, id: null, notify: null };
      return json({ success: true });
    },
    ...handlers,
  });
  renderApp('/movies/metropolis-1927', { session: session() });
  return server;
}

describe('watchlist toggle', () => {
  it('adds a movie the member does not follow yet, with the spec toast', async () => {
    const server = moviePage(false);
    const add = await screen.findByRole('button', { name: 'Zur Watchlist hinzufügen' });
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('false'));
    expect(server.last('GET /api/watchlist/check/movie/{id}')?.params.id).toBe('1');
    fireEvent.click(add);
    expect(await screen.findByText('"Metropolis" zur Watchlist hinzugefügt')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Aus Watchlist entfernen' })).toBeDefined();
    expect(server.to('POST /api/watchlist/movie/{id}')).toHaveLength(1);
    expect(server.last('POST /api/watchlist/movie/{id}')?.headers.get('Authorization')).toBe(
      'Bearer tok-mia',
    );
  });

  it('removes a movie on the watchlist, with the spec toast', async () => {
    const server = moviePage(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Aus Watchlist entfernen' }));
    expect(await screen.findByText('"Metropolis" aus Watchlist entfernt')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Zur Watchlist hinzufügen' })).toBeDefined();
    expect(server.last('DELETE /api/watchlist/movie/{id}')?.params.id).toBe('1');
  });

  it("shows the server's message when adding fails, else the spec's", async () => {
    let answer = apiError(409, 'Ihre Watchlist ist voll: Sie fasst höchstens 1000 Titel.');
    moviePage(false, { 'POST /api/watchlist/movie/{id}': () => answer });
    const add = await screen.findByRole('button', { name: 'Zur Watchlist hinzufügen' });
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(add);
    expect(await screen.findByText('Ihre Watchlist ist voll: Sie fasst höchstens 1000 Titel.')).toBeDefined();
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('false'));
    answer = foreignAnswer('<html>Bad Gateway</html>', 502);
    fireEvent.click(add);
    // A proxy's page carries no message of the server: the spec's own text.
    expect(await screen.findByText('Fehler beim Hinzufügen zur Watchlist')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Zur Watchlist hinzufügen' })).toBeDefined();
  });

  it('says the removal failed when it does', async () => {
    moviePage(true, { 'DELETE /api/watchlist/movie/{id}': () => apiError(500, 'Interner Serverfehler.') });
    fireEvent.click(await screen.findByRole('button', { name: 'Aus Watchlist entfernen' }));
    expect(await screen.findByText('Fehler beim Entfernen aus der Watchlist')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Aus Watchlist entfernen' })).toBeDefined();
  });

  it('follows a series through the series routes', async () => {
    const server = mockApi({
      'GET /api/series/{slugOrId}': () => json(seriesDetail()),
      'GET /api/watchlist/check/series/{id}': () => json({ inWatchlist: false, id: null, notify: null }),
      'POST /api/watchlist/series/{id}': () =>
        json({ success: true, item: entry({ id: 41, kind: 'series', titleId: 7, title: 'Elbnebel' }) }),
    });
    renderApp('/series/elbnebel-2017', { session: session() });
    const add = await screen.findByRole('button', { name: 'Zur Watchlist hinzufügen' });
    await waitFor(() => expect(add.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(add);
    expect(await screen.findByText('"Elbnebel" zur Watchlist hinzugefügt')).toBeDefined();
    expect(server.last('POST /api/watchlist/series/{id}')?.params.id).toBe('7');
  });

  it('greys the series button out for visitors and warns on a click', async () => {
    const server = mockApi({ 'GET /api/series/{slugOrId}': () => json(seriesDetail()) });
    renderApp('/series/elbnebel-2017');
    const toggle = await screen.findByRole('button', { name: 'Zur Watchlist hinzufügen' });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(toggle.getAttribute('title')).toBe(
      'Bitte einloggen oder registrieren, um diese Funktion zu nutzen',
    );
    fireEvent.click(toggle);
    expect(await screen.findByText('Bitte loggen Sie sich ein für die Watchlist.')).toBeDefined();
    expect(server.paths().some((path) => path.includes('watchlist'))).toBe(false);
  });
});
