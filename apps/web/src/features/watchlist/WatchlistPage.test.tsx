import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WatchlistItem } from '@nzbkino/api-types';
import { apiError, json, mockApi, serverError, type Handlers } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

const metropolis: WatchlistItem = {
  id: 40,
  kind: 'movie',
  titleId: 1,
  slug: 'metropolis-1927',
  title: 'Metropolis',
  year: 1927,
  posterPath: '/metropolis.jpg',
  notify: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  releaseCount: 3,
  latestRelease: {
    id: 9,
    name: 'Metropolis.1927.German.1080p.BluRay.x264-GRP',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
};
const nosferatu: WatchlistItem = {
  ...metropolis,
  id: 41,
  titleId: 2,
  slug: 'nosferatu-1922',
  title: 'Nosferatu',
  year: 1922,
  posterPath: null,
  notify: false,
  releaseCount: 0,
  latestRelease: null,
};
const elbnebel: WatchlistItem = {
  ...metropolis,
  id: 42,
  kind: 'series',
  titleId: 7,
  slug: 'elbnebel-2017',
  title: 'Elbnebel',
  year: 2017,
  releaseCount: 1,
  latestRelease: { id: 12, name: 'Elbnebel.S01E02.German.1080p-GRP', createdAt: '2026-11-23T08:00:00.000Z' },
};

function setup(initial: WatchlistItem[], handlers: Handlers = {}) {
  let items = [...initial];
  const server = mockApi({
    'GET /api/watchlist': () => json({ items, limit: 1000 }),
    'DELETE /api/watchlist/{id}': ({ params }) => {
      items = items.filter((item) => String(item.id) !== params.id);
      return json({ success: true });
    },
    'PUT /api/watchlist/notifications/{id}': ({ params, body }) => {
      const enabled = (body as { enabled: boolean }).enabled;
      items = items.map((item) => (String(item.id) === params.id ? { ...item, notify: enabled } : item));
      return json({ success: true, notify: enabled });
    },
    ...handlers,
  });
  renderApp('/watchlist', { session: session() });
  return server;
}

const section = (name: RegExp) => screen.findByRole('region', { name });
const entryOf = (title: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(title) }).closest('li')!;

describe('watchlist page', () => {
  it('lists movies and series with poster, link, year, newest release and count', async () => {
    setup([elbnebel, nosferatu, metropolis]);
    const movies = await section(/^Filme/);
    expect(within(movies).getAllByRole('listitem')).toHaveLength(2);
    const series = screen.getByRole('region', { name: /^Serien/ });
    expect(within(series).getByRole('link', { name: 'Elbnebel' }).getAttribute('href')).toBe(
      '/series/elbnebel-2017',
    );
    expect(screen.getByText('3 Titel (höchstens 1.000)')).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Merkliste - NZBKino'));

    const m = entryOf('Metropolis');
    expect(within(m).getByRole('link', { name: 'Metropolis' }).getAttribute('href')).toBe(
      '/movies/metropolis-1927',
    );
    expect(within(m).getByText('(1927)')).toBeDefined();
    expect(m.textContent).toContain('Metropolis.1927.German.1080p.BluRay.x264-GRP');
    expect(within(m).getByText('3 Releases')).toBeDefined();
    expect(m.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T08:00:00.000Z');
    expect(m.querySelector('img')?.getAttribute('src')).toContain('metropolis.jpg');

    const n = entryOf('Nosferatu');
    expect(within(n).getByText('noch kein Release')).toBeDefined();
    expect(within(n).getByText('0 Releases')).toBeDefined();
  });

  it('switches notifications per entry with an accessible switch', async () => {
    const server = setup([metropolis, nosferatu]);
    const on = await screen.findByRole('switch', { name: 'Benachrichtigen bei neuen Releases: Metropolis' });
    expect((on as HTMLInputElement).checked).toBe(true);
    expect(
      (
        screen.getByRole('switch', {
          name: 'Benachrichtigen bei neuen Releases: Nosferatu',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    fireEvent.click(on);
    expect(await screen.findByText('Benachrichtigungen für "Metropolis" ausgeschaltet')).toBeDefined();
    expect((on as HTMLInputElement).checked).toBe(false);
    const put = server.last('PUT /api/watchlist/notifications/{id}');
    expect(put?.params.id).toBe('40');
    expect(put?.body).toEqual({ enabled: false });
  });

  it('switches back and says so when the server refuses', async () => {
    setup([nosferatu], {
      'PUT /api/watchlist/notifications/{id}': () =>
        apiError(404, 'Dieser Eintrag steht nicht auf Ihrer Watchlist.'),
    });
    const toggle = (await screen.findByRole('switch', {
      name: 'Benachrichtigen bei neuen Releases: Nosferatu',
    })) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('Die Benachrichtigung konnte nicht geändert werden.')).toBeDefined();
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('removes an entry with the spec toast', async () => {
    const server = setup([metropolis, elbnebel]);
    fireEvent.click(await screen.findByRole('button', { name: 'Aus der Merkliste entfernen: Elbnebel' }));
    expect(await screen.findByText('"Elbnebel" aus Watchlist entfernt')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Elbnebel' })).toBeNull());
    expect(server.last('DELETE /api/watchlist/{id}')?.params.id).toBe('42');
    expect(screen.getByText('Noch keine Serien auf der Merkliste.')).toBeDefined();
  });

  it('says so when a removal fails and keeps the entry', async () => {
    setup([metropolis], { 'DELETE /api/watchlist/{id}': () => serverError() });
    fireEvent.click(await screen.findByRole('button', { name: 'Aus der Merkliste entfernen: Metropolis' }));
    expect(await screen.findByText('Fehler beim Entfernen aus der Watchlist')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Metropolis' })).toBeDefined();
  });

  it('shows an empty state with links to the catalogue', async () => {
    setup([]);
    expect(await screen.findByText('Ihre Merkliste ist leer')).toBeDefined();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Filme' }).getAttribute('href')).toBe('/movies');
    expect(within(main).getByRole('link', { name: 'TV Serien' }).getAttribute('href')).toBe('/series');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /api/watchlist': () =>
        ++calls === 1 ? serverError() : json({ items: [metropolis], limit: 1000 }),
    });
    renderApp('/watchlist', { session: session() });
    expect(await screen.findByText('Die Merkliste konnte nicht geladen werden.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Metropolis' })).toBeDefined();
  });
});
