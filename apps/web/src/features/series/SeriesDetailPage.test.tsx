import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockApi, serverError, type Handlers, type Reply } from '../../test/api-mock';
import { episode, release, season, seriesDetail } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const episodesOf: Record<number, ReturnType<typeof episode>[]> = {
  500: [episode(0, 1, { title: 'Hinter den Kulissen' })],
  501: [episode(1, 1, { title: 'Der Fund' }), episode(1, 2, { title: 'Die Fähre', releaseCount: 2 })],
  502: [episode(2, 1, { title: 'Neue Spuren' })],
};

function setup(
  overrides: Parameters<typeof seriesDetail>[0] = {},
  handlers: Handlers = {},
  path = '/series/elbnebel-2017',
) {
  const fetchMock = mockApi({
    'GET /api/series/{slugOrId}': () => json(seriesDetail(overrides)),
    'GET /api/series/seasons/{seasonId}/episodes': ({ params }) =>
      json(episodesOf[Number(params.seasonId)] ?? []),
    'GET /api/releases': ({ url }) =>
      json({
        data:
          url.searchParams.get('episodeId') === '102'
            ? [release({ id: 77, name: 'Elbnebel.S01E02.German.1080p-GRP', type: 'series' })]
            : [],
        currentPage: 1,
        totalPages: 1,
        totalItems: 1,
        total: 1,
        limit: 100,
        estimated: false,
      }),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('series detail', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('shows the hero: title, first air date, rating with votes, seasons, episodes and status', async () => {
    setup({ originalTitle: 'Elbnebel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Elbnebel' })).toBeDefined();
    expect(screen.queryByText(/Originaltitel/)).toBeNull();
    expect(screen.getByText('1. Dezember 2017')).toBeDefined();
    expect(screen.getByText('8,1/10')).toBeDefined();
    expect(screen.getByText('(80 Stimmen)')).toBeDefined();
    expect(screen.getByText('2 Staffeln')).toBeDefined();
    expect(screen.getByText('6 Episoden')).toBeDefined();
    expect(screen.getByText('Laufend').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'Continuing',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'TV Serien']);
    await waitFor(() => expect(document.title).toBe('Elbnebel - NZBKino'));
  });

  it.each([
    ['Ended', 'Beendet'],
    ['Canceled', 'Abgesetzt'],
  ])('maps the status %s to the badge %s', async (status, label) => {
    setup({ status });
    expect(await screen.findByText(label)).toBeDefined();
  });

  it('shows the original title only when it differs', async () => {
    setup({ originalTitle: 'Fog on the Elbe' });
    expect(await screen.findByText('Originaltitel: Fog on the Elbe')).toBeDefined();
  });

  it('shows Übersicht, genres, Land, Sender and Letzte Ausstrahlung', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Übersicht' })).toBeDefined();
    expect(screen.getByText('Nebel über der Elbe.')).toBeDefined();
    expect(screen.getByText('Land').nextElementSibling?.textContent).toBe('Deutschland');
    expect(screen.getByText('Sender').nextElementSibling?.textContent).toBe('NDR');
    expect(screen.getByText('Letzte Ausstrahlung').nextElementSibling?.textContent).toBe('1. Juni 2019');
  });

  it('uses the series trailer rule', async () => {
    setup({
      trailers: [{ site: 'YouTube', type: 'Official Trailer', key: 'k1', name: 'Offiziell', official: true }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Trailer ansehen' }));
    expect(screen.getByRole('dialog', { name: 'Trailer' })).toBeDefined();
  });

  it("shows tabs 'Specials', 'Staffel N' and starts with season 1", async () => {
    setup({ seasons: [season(2), season(0), season(1)] });
    await screen.findByRole('tab', { name: 'Staffel 1' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Specials',
      'Staffel 1',
      'Staffel 2',
    ]);
    expect(tab('Staffel 1').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Der Fund')).toBeDefined();
  });

  it('starts with the first season above 1 without season 1', async () => {
    setup({ seasons: [season(0), season(2)] });
    expect(await screen.findByText('Neue Spuren')).toBeDefined();
    expect(tab('Staffel 2').getAttribute('aria-selected')).toBe('true');
  });

  it('starts with the Specials when there is no other season', async () => {
    setup({ seasons: [season(0)] });
    expect(await screen.findByText('Hinter den Kulissen')).toBeDefined();
    expect(tab('Specials').getAttribute('aria-selected')).toBe('true');
  });

  it("adds 'Ohne Zuordnung' with its count, and it shows the unassigned releases", async () => {
    setup(
      { unassignedReleaseCount: 3 },
      {
        'GET /api/series/{slugOrId}/releases/unassigned': () =>
          json([release({ name: 'Elbnebel.S01.German.Komplett-GRP', type: 'series' })]),
      },
    );
    const unassigned = await screen.findByRole('tab', { name: /Ohne Zuordnung/ });
    expect(within(unassigned).getByText('3')).toBeDefined();
    fireEvent.click(unassigned);
    expect(await screen.findByText('Elbnebel.S01.German.Komplett-GRP')).toBeDefined();
    expect(unassigned.getAttribute('aria-selected')).toBe('true');
  });

  it("says 'Keine nicht zugeordneten Releases' when the unassigned list is empty", async () => {
    setup(
      { unassignedReleaseCount: 1 },
      { 'GET /api/series/{slugOrId}/releases/unassigned': () => json([]) },
      '/series/elbnebel-2017?season=ohne-zuordnung',
    );
    expect(await screen.findByText('Keine nicht zugeordneten Releases')).toBeDefined();
  });

  it('shows episode cards with number, title, runtime, air date, rating and release count', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Episoden' });
    const second = within(list).getByRole('button', { name: 'Episode 2: Die Fähre' });
    expect(within(second).getByText('45 Min.')).toBeDefined();
    expect(within(second).getByText('01.12.2017')).toBeDefined();
    expect(within(second).getByText('7,8')).toBeDefined();
    expect(within(second).getByText('2 Releases')).toBeDefined();
  });

  it("selecting an episode shows 'Verfügbare Releases für <title> (SxEy)' and scrolls to it", async () => {
    const { router } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Episode 2: Die Fähre' }));
    const section = await screen.findByRole('region', { name: 'Verfügbare Releases für Die Fähre (S01E02)' });
    expect(await within(section).findByText('Elbnebel.S01E02.German.1080p-GRP')).toBeDefined();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(router.state.location.search).toBe('?season=1&episode=2');
    expect(within(section).getByText('1080p')).toBeDefined();
  });

  it("says 'Keine Releases verfügbar' for an episode without releases, and 'Lade Releases...' first", async () => {
    setup({}, {}, '/series/elbnebel-2017?season=1&episode=1');
    const section = await screen.findByRole('region', { name: 'Verfügbare Releases für Der Fund (S01E01)' });
    expect(within(section).getByText('Lade Releases...')).toBeDefined();
    expect(await within(section).findByText('Keine Releases verfügbar')).toBeDefined();
  });

  it('changing the season clears the episode', async () => {
    const { router } = setup({}, {}, '/series/elbnebel-2017?season=1&episode=2');
    await screen.findByRole('region', { name: /Verfügbare Releases/ });
    fireEvent.click(tab('Staffel 2'));
    expect(await screen.findByText('Neue Spuren')).toBeDefined();
    expect(router.state.location.search).toBe('?season=2');
    expect(screen.queryByRole('region', { name: /Verfügbare Releases/ })).toBeNull();
  });

  it('moves on from a season that turns out empty, and disables it', async () => {
    const { router } = setup(
      { seasons: [season(1), season(2)] },
      {
        'GET /api/series/seasons/{seasonId}/episodes': ({ params }) =>
          json(params.seasonId === '501' ? [] : (episodesOf[Number(params.seasonId)] ?? [])),
      },
    );
    expect(await screen.findByText('Neue Spuren')).toBeDefined();
    expect(router.state.location.search).toBe('?season=2');
    expect(tab('Staffel 1')).toHaveProperty('disabled', true);
  });

  it('disables seasons known to have no episodes', async () => {
    setup({ seasons: [season(1), season(2, { episodeCount: 0 })] });
    await screen.findByText('Der Fund');
    expect(tab('Staffel 2')).toHaveProperty('disabled', true);
  });

  it('shows an error when the episodes cannot be loaded, not invented ones', async () => {
    setup({}, { 'GET /api/series/seasons/{seasonId}/episodes': () => serverError() });
    expect(await screen.findByText('Die Episoden konnten nicht geladen werden.')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Episoden' })).toBeNull();
  });

  it("shows 'Lade Seriendetails...' while loading", async () => {
    // The answer waits for the test: the page's first visit may itself wait for its module.
    const answer = deferred<Reply<ReturnType<typeof seriesDetail>>>();
    setup({}, { 'GET /api/series/{slugOrId}': () => answer.promise });
    expect(await screen.findByText('Lade Seriendetails...')).toBeDefined();
    answer.resolve(json(seriesDetail()));
    await screen.findByRole('heading', { level: 1, name: 'Elbnebel' });
  });

  it('shows a not-found state for an unknown series with a way back, like a movie', async () => {
    mockApi();
    renderApp('/series/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Serie nicht gefunden' })).toBeDefined();
    expect(screen.getByText('Die gesuchte Serie existiert nicht oder wurde entfernt.')).toBeDefined();
    expect(screen.queryByText('Fehler beim Laden der Serie')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zu den Serien' }).getAttribute('href')).toBe('/series');
  });

  it("offers 'Erneut versuchen' when loading failed", async () => {
    let calls = 0;
    mockApi({ 'GET /api/series/{slugOrId}': () => (++calls === 1 ? serverError() : json(seriesDetail())) });
    renderApp('/series/elbnebel-2017');
    expect(await screen.findByText('Interner Serverfehler.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elbnebel' })).toBeDefined();
  });
});
