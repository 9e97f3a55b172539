import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReleasePage } from '@nzbkino/api-types';
import { deferred, json, mockApi, serverError, type Reply } from '../../test/api-mock';
import { release, releasePage } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** Every /api/releases query string the page asked for. */
function releaseQueries(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetchMock.to('GET /api/releases').map(({ url }) => url.searchParams);
}

function lastQuery(fetchMock: ReturnType<typeof mockApi>): Record<string, string> {
  return Object.fromEntries(releaseQueries(fetchMock).at(-1) ?? []);
}

const groups = () =>
  json([
    { id: 1, name: 'GRP', releaseCount: 10 },
    { id: 2, name: 'SAUERKRAUT', releaseCount: 4 },
  ]);

function setup(path = '/releases', pages = 3) {
  const fetchMock = mockApi({
    'GET /api/releases': ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(
        releasePage([release({ id: page * 10 + 1, name: `Release.Seite.${page}.German.1080p-GRP` })], {
          currentPage: page,
          totalPages: pages,
          totalItems: pages * 25 - 3,
          total: pages * 25 - 3,
        }),
      );
    },
    'GET /api/releases/groups/list': groups,
  });
  const view = renderApp(path);
  return { fetchMock, ...view };
}

const search = () => screen.getByRole('searchbox', { name: 'Releases durchsuchen' });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('release catalogue', () => {
  it('shows breadcrumb, title, the table columns and the total', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' })).toBeDefined();
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeDefined();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'TITEL',
      'TYP',
      'AUFLÖSUNG',
      'GRUPPE',
      'GRÖSSE',
      'AKTIONEN',
    ]);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Film')).toBeDefined();
    expect(within(row).getByText('1080p')).toBeDefined();
    expect(within(row).getByText('8,50 GB')).toBeDefined();
    expect(screen.getByText('72 Releases')).toBeDefined();
    expect(screen.getByText('Seite 1 von 3')).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Releases - NZBKino'));
    expect(screen.getByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' }).getAttribute('href')).toBe(
      '/movies/metropolis-1927',
    );
  });

  it('asks for 25 releases, newest first, split into sortBy and sortOrder', async () => {
    const { fetchMock } = setup();
    await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' });
    expect(lastQuery(fetchMock)).toEqual({ limit: '25', sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('shows a loading state, then the empty state with its hint', async () => {
    const answer = deferred<Reply<ReleasePage>>();
    mockApi({ 'GET /api/releases': () => answer.promise, 'GET /api/releases/groups/list': groups });
    renderApp('/releases');
    expect(await screen.findByText('Releases werden geladen...')).toBeDefined();
    answer.resolve(json(releasePage([], { totalPages: 0 })));
    expect(await screen.findByText('Keine Releases gefunden')).toBeDefined();
    expect(screen.getByText('Versuche deine Filter oder Suchkriterien anzupassen')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
  });

  it('shows an error with a retry instead of invented rows', async () => {
    let calls = 0;
    mockApi({
      'GET /api/releases': () =>
        ++calls === 1 ? serverError() : json(releasePage([release({ name: 'Zweiter.Versuch' })])),
    });
    renderApp('/releases');
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Zweiter.Versuch' })).toBeDefined();
  });

  it('hides the pagination when there is only one page', async () => {
    setup('/releases', 1);
    await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' });
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).toBeNull();
  });

  it('pages through the query string', async () => {
    const { fetchMock, router } = setup();
    await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' });
    fireEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
    expect(await screen.findByRole('link', { name: 'Release.Seite.2.German.1080p-GRP' })).toBeDefined();
    expect(router.state.location.search).toBe('?page=2');
    expect(lastQuery(fetchMock).page).toBe('2');
    expect(screen.getByText('Seite 2 von 3')).toBeDefined();
  });

  it('goes back to page 1 on any filter, sort or search change', async () => {
    const { fetchMock, router } = setup('/releases?page=3');
    await screen.findByRole('link', { name: 'Release.Seite.3.German.1080p-GRP' });

    fireEvent.change(select('Auflösung'), { target: { value: '1080p' } });
    await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' });
    expect(router.state.location.search).toBe('?resolution=1080p');
    expect(lastQuery(fetchMock)).toMatchObject({ resolution: '1080p' });
    expect(lastQuery(fetchMock).page).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Seite 3' }));
    await screen.findByRole('link', { name: 'Release.Seite.3.German.1080p-GRP' });
    fireEvent.change(select('Sortierung'), { target: { value: 'size_desc' } });
    await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' });
    expect(lastQuery(fetchMock)).toMatchObject({ sortBy: 'size', sortOrder: 'desc', resolution: '1080p' });

    fireEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
    await screen.findByRole('link', { name: 'Release.Seite.2.German.1080p-GRP' });
    fireEvent.change(select('Typ'), { target: { value: 'series' } });
    await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' });
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Seite 2' }));
    await screen.findByRole('link', { name: 'Release.Seite.2.German.1080p-GRP' });
    fireEvent.change(search(), { target: { value: 'Metropolis' } });
    fireEvent.submit(search().closest('form')!);
    await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' });
    expect(lastQuery(fetchMock)).toMatchObject({ search: 'Metropolis', type: 'series' });
  });

  it('offers the groups from the group list', async () => {
    const { fetchMock } = setup();
    await screen.findByRole('option', { name: 'SAUERKRAUT' });
    fireEvent.change(select('Gruppe'), { target: { value: 'SAUERKRAUT' } });
    await vi.waitFor(() => expect(lastQuery(fetchMock).group).toBe('SAUERKRAUT'));
    expect(
      within(select('Gruppe'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alle Gruppen', 'GRP', 'SAUERKRAUT']);
  });

  it('shows "Filter zurücksetzen" only while something is set, and it clears everything', async () => {
    const { router } = setup('/releases?page=2');
    await screen.findByRole('link', { name: 'Release.Seite.2.German.1080p-GRP' });
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull();

    fireEvent.change(select('Typ'), { target: { value: 'movie' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Filter zurücksetzen' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull();
  });

  it('reads a shared link with search, filters and page', async () => {
    const { fetchMock } = setup(
      '/releases?search=Nebel&type=series&resolution=720p&group=GRP&sort=name_asc&page=2',
    );
    await screen.findByRole('link', { name: 'Release.Seite.2.German.1080p-GRP' });
    expect(lastQuery(fetchMock)).toEqual({
      page: '2',
      limit: '25',
      search: 'Nebel',
      type: 'series',
      resolution: '720p',
      group: 'GRP',
      sortBy: 'name',
      sortOrder: 'asc',
    });
    expect(search()).toHaveProperty('value', 'Nebel');
    expect(select('Sortierung').value).toBe('name_asc');
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeDefined();
  });

  it('searches 300 ms after the last keystroke and ignores unchanged input', async () => {
    const { fetchMock, router } = setup();
    await screen.findByRole('link', { name: 'Release.Seite.1.German.1080p-GRP' });
    vi.useFakeTimers();
    const before = releaseQueries(fetchMock).length;

    fireEvent.change(search(), { target: { value: 'Metro' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(search(), { target: { value: 'Metropolis' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toBe('?search=Metropolis');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(
      releaseQueries(fetchMock)
        .slice(before)
        .map((q) => q.get('search')),
    ).toEqual(['Metropolis']);

    // Typing and taking it back within the pause changes nothing.
    fireEvent.change(search(), { target: { value: 'Metropoli' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(search(), { target: { value: 'Metropolis ' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(releaseQueries(fetchMock).slice(before)).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=Metropolis');
  });

  it('shows a dash instead of actions when a release has no NZB', async () => {
    mockApi({ 'GET /api/releases': () => json(releasePage([release({ name: 'Ohne.NZB', nzbPath: null })])) });
    renderApp('/releases');
    const row = (await screen.findByText('Ohne.NZB')).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByText('–')).toBeDefined();
  });
});
