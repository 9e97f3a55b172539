import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi, type Handlers } from '../../test/api-mock';
import { episode, release, seriesDetail } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const releases = [
  release({ id: 1, name: 'Elbnebel.S01E02.German.2160p-GRP', resolution: '2160p', type: 'series' }),
  release({ id: 2, name: 'Elbnebel.S01E02.German.1080p-GRP', resolution: '1080p', type: 'series' }),
  release({ id: 3, name: 'Elbnebel.S01E02.German.720p-GRP', resolution: '720p', type: 'series' }),
  release({ id: 4, name: 'Elbnebel.S01E02.German.480p-GRP', resolution: '480p', type: 'series' }),
];

function setup(path: string, handlers: Handlers = {}) {
  const fetchMock = mockApi({
    'GET /api/series/{slugOrId}': () => json(seriesDetail()),
    'GET /api/series/seasons/{seasonId}/episodes': () =>
      json([episode(1, 1), episode(1, 2, { title: 'Die Fähre' })]),
    'GET /api/releases': ({ url }) =>
      json({
        data:
          url.searchParams.get('episodeId') === '102' || url.searchParams.get('parsedEpisode') === '7'
            ? releases
            : [],
        currentPage: 1,
        totalPages: 1,
        totalItems: 4,
        total: 4,
        limit: 100,
        estimated: false,
      }),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

describe('episode releases page', () => {
  it("heads with 'series • Staffel n • Episode m' and labels the resolutions 4K/FHD/HD/SD", async () => {
    const { fetchMock } = setup('/series/elbnebel-2017/season/1/episode/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elbnebel • Staffel 1 • Episode 2' }),
    ).toBeDefined();
    const table = await screen.findByRole('table');
    const labels = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(labels).toEqual(['4K', 'FHD', 'HD', 'SD']);
    expect(screen.getByText('Die Fähre')).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Elbnebel • Staffel 1 • Episode 2 - NZBKino'));
    const query = fetchMock.paths().find((u) => u.startsWith('/api/releases?'));
    expect(query).toContain('episodeId=102');
    expect(query).toContain('limit=100');
  });

  it('uses the episode id from the query when given', async () => {
    const { fetchMock } = setup('/series/elbnebel-2017/season/1/episode/2?episodeId=102');
    await screen.findByRole('table');
    expect(fetchMock.paths().filter((u) => u.startsWith('/api/releases?'))).toEqual([
      '/api/releases?limit=100&episodeId=102',
    ]);
  });

  it('looks for releases named with the season and episode, and shows not-found when there are none', async () => {
    const { fetchMock } = setup('/series/elbnebel-2017/season/1/episode/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode nicht gefunden' })).toBeDefined();
    expect(
      screen.getByText(
        'Staffel 1, Episode 9 gibt es bei dieser Serie nicht, und kein Release trägt diese Nummer.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zur Serie' }).getAttribute('href')).toBe(
      '/series/elbnebel-2017',
    );
    const query = fetchMock.paths().find((u) => u.startsWith('/api/releases?'));
    expect(query).toBe('/api/releases?limit=100&seriesId=7&parsedSeason=1&parsedEpisode=9');
  });

  it('shows the releases named with an episode the catalogue does not know', async () => {
    setup('/series/elbnebel-2017/season/1/episode/7');
    expect(await screen.findByRole('table')).toBeDefined();
    expect(screen.queryByText('Episode nicht gefunden')).toBeNull();
  });

  it('shows a not-found state when the series does not exist', async () => {
    setup('/series/gibt-es-nicht/season/1/episode/2', {
      'GET /api/series/{slugOrId}': () => apiError(404, 'Serie nicht gefunden'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Serie nicht gefunden' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zurück zu den Serien' }).getAttribute('href')).toBe('/series');
  });

  it('explains invalid episode parameters', async () => {
    setup('/series/elbnebel-2017/season/eins/episode/zwei');
    expect(await screen.findByText('Keine gültigen Episode-Parameter gefunden.')).toBeDefined();
    expect(screen.getByText('Keine Releases gefunden')).toBeDefined();
  });

  it('hides the site header and its own heading with embedded=true', async () => {
    setup('/series/elbnebel-2017/season/1/episode/2?embedded=true');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Elbnebel • Staffel 1 • Episode 2',
    });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(heading.parentElement?.className).toContain('sr-only');
    expect(await screen.findByRole('table')).toBeDefined();
  });
});
