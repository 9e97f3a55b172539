import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, file, json, mockApi, type Handlers } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { episode, movieDetail, release, seriesDetail } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const MOVIE_RELEASE = 'Metropolis.1927.German.720p-GRP';
const EPISODE_RELEASE = 'Elbnebel.S01E02.German.1080p-GRP';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:nzb'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function moviePage(handlers: Handlers, signedIn = true) {
  const server = mockApi({
    'GET /api/movies/{slugOrId}': () => json(movieDetail()),
    'GET /api/movies/{slugOrId}/releases': () =>
      json([
        release({ id: 2, name: MOVIE_RELEASE, resolution: '720p', nfoPath: 'nfo/guid-2.nfo', grabs: 1234 }),
      ]),
    'GET /api/movies/{slugOrId}/related': () => json([]),
    ...handlers,
  });
  renderApp('/movies/metropolis-1927', { session: signedIn ? session() : null });
  return server;
}

function episodePage(handlers: Handlers) {
  const server = mockApi({
    'GET /api/series/{slugOrId}': () => json(seriesDetail()),
    'GET /api/series/seasons/{seasonId}/episodes': () => json([episode(1, 2)]),
    'GET /api/releases': () =>
      json({
        data: [release({ id: 7, name: EPISODE_RELEASE, type: 'series' })],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
        total: 1,
        limit: 100,
        estimated: false,
      }),
    ...handlers,
  });
  renderApp('/series/elbnebel-2017/season/1/episode/2', { session: session() });
  return server;
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table');
  return within(table).getByRole('row', { name: new RegExp(name.replaceAll('.', '\\.')) });
}

describe('movie page releases', () => {
  it('show how often a release was taken beside its download button', async () => {
    moviePage({});
    const row = await rowOf(MOVIE_RELEASE);
    expect(within(row).getByText('1.234-mal heruntergeladen')).toBeDefined();
  });

  it('say "Download von … wurde gestartet!" after a download', async () => {
    moviePage({ 'POST /api/releases/{id}/nzb-download': () => file('<nzb/>', 'application/x-nzb') });
    const row = await rowOf(MOVIE_RELEASE);
    fireEvent.click(within(row).getByRole('button', { name: `NZB herunterladen: ${MOVIE_RELEASE}` }));
    expect(await screen.findByText(`Download von "${MOVIE_RELEASE}" wurde gestartet!`)).toBeDefined();
  });

  it.each([
    [404, 'Weg', 'Download-Fehler: Release nicht gefunden'],
    [401, 'Token abgelaufen', 'Download-Fehler: Bitte loggen Sie sich ein, um Releases herunterzuladen'],
    [500, 'Interner Serverfehler.', 'Download-Fehler: Interner Serverfehler.'],
  ])('map a %i to "%s" → %s', async (status, message, shown) => {
    moviePage({ 'POST /api/releases/{id}/nzb-download': () => apiError(status, message) });
    const row = await rowOf(MOVIE_RELEASE);
    fireEvent.click(within(row).getByRole('button', { name: `NZB herunterladen: ${MOVIE_RELEASE}` }));
    expect(await screen.findByText(shown)).toBeDefined();
  });

  it('warn visitors with the detail-page texts', async () => {
    const server = moviePage({}, false);
    const row = await rowOf(MOVIE_RELEASE);
    fireEvent.click(within(row).getByRole('button', { name: `NZB herunterladen: ${MOVIE_RELEASE}` }));
    expect(await screen.findByText('Bitte loggen Sie sich ein für Downloads.')).toBeDefined();
    fireEvent.click(within(row).getByRole('button', { name: `Zum Warenkorb hinzufügen: ${MOVIE_RELEASE}` }));
    expect(await screen.findByText('Bitte loggen Sie sich ein für den Warenkorb.')).toBeDefined();
    fireEvent.click(within(row).getByRole('button', { name: `NFO anzeigen: ${MOVIE_RELEASE}` }));
    expect(await screen.findByText('Sie müssen angemeldet sein, um NFO-Dateien anzuzeigen.')).toBeDefined();
    expect(server.paths().filter((path) => /nzb|cart|nfo/.test(path))).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open the NFO in a frame addressed with a view token, never the access token', async () => {
    const server = moviePage({
      'POST /api/nfo/{file}/view-token': () =>
        json({
          token: 'view.tok',
          url: '/api/nfo/view/guid-2.nfo?token=view.tok',
          expiresAt: '2026-11-24T12:05:00Z',
        }),
    });
    const row = await rowOf(MOVIE_RELEASE);
    fireEvent.click(within(row).getByRole('button', { name: `NFO anzeigen: ${MOVIE_RELEASE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'NFO Information' });
    const frame = await within(dialog).findByTitle('NFO-Datei guid-2.nfo');
    expect(frame.getAttribute('src')).toBe('/api/nfo/view/guid-2.nfo?token=view.tok');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(server.last('POST /api/nfo/{file}/view-token')?.params.file).toBe('guid-2.nfo');
    expect(server.last('POST /api/nfo/{file}/view-token')?.headers.get('Authorization')).toBe(
      'Bearer tok-mia',
    );
  });

  it('show the server message in the NFO dialog when the NFO is gone', async () => {
    moviePage({ 'POST /api/nfo/{file}/view-token': () => apiError(404, 'NFO-Datei nicht gefunden') });
    const row = await rowOf(MOVIE_RELEASE);
    fireEvent.click(within(row).getByRole('button', { name: `NFO anzeigen: ${MOVIE_RELEASE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'NFO Information' });
    expect(await within(dialog).findByText('NFO-Datei nicht gefunden')).toBeDefined();
  });
});

describe('episode page releases (spec 001 §7)', () => {
  it('open a signed NZB link in a new tab and add to the cart with the id in the body', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const server = episodePage({
      'POST /api/releases/{id}/download-link': () =>
        json({ url: '/api/releases/7/nzb?uid=3&exp=99&sig=abc', expiresAt: '2026-11-24T12:01:00Z' }),
      'POST /api/cart': () =>
        json({ success: true as const, message: 'Release wurde zum Warenkorb hinzugefügt!', count: 1 }),
    });
    const row = await rowOf(EPISODE_RELEASE);
    fireEvent.click(within(row).getByRole('button', { name: `NZB herunterladen: ${EPISODE_RELEASE}` }));
    expect(await screen.findByText(`Download von "${EPISODE_RELEASE}" wurde gestartet!`)).toBeDefined();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('/api/releases/7/nzb?uid=3&exp=99&sig=abc');

    fireEvent.click(
      within(row).getByRole('button', { name: `Zum Warenkorb hinzufügen: ${EPISODE_RELEASE}` }),
    );
    expect(
      await screen.findByText(`"${EPISODE_RELEASE}" wurde erfolgreich zum Warenkorb hinzugefügt!`),
    ).toBeDefined();
    expect(server.last('POST /api/cart')?.body).toEqual({ releaseId: 7 });
    expect(server.to('POST /api/cart/add/{id}')).toEqual([]);
  });

  it('closes the new tab again when the link is refused', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    episodePage({ 'POST /api/releases/{id}/download-link': () => apiError(403, 'Download-Limit erreicht') });
    const row = await rowOf(EPISODE_RELEASE);
    fireEvent.click(within(row).getByRole('button', { name: `NZB herunterladen: ${EPISODE_RELEASE}` }));
    expect(await screen.findByText('Download-Fehler: Download-Limit erreicht')).toBeDefined();
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
  });
});
