import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminEpisode, AdminMovie, AdminSeries } from '@nzbkino/api-types';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin } from '../test/fixtures';

function movie(overrides: Partial<AdminMovie> = {}): AdminMovie {
  return {
    id: 3,
    slug: 'metropolis-1927',
    title: 'Metropolis',
    originalTitle: null,
    year: 1927,
    releaseDate: '1927-01-10',
    runtime: 153,
    plot: 'Eine Stadt der Zukunft.',
    tagline: null,
    status: 'Released',
    rating: 8.3,
    imdbId: 'tt0017136',
    tmdbId: 19,
    posterPath: null,
    backdropPath: null,
    genres: ['Drama', 'Science-Fiction'],
    trailers: [],
    releaseCount: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const listPage = <T,>(items: T[]) => ({ items, page: 1, limit: 25, total: items.length, totalPages: 1 });

describe('admin: films', () => {
  it('finds a film, saves only what changed, reloads it from TMDb and uploads a poster', async () => {
    let current = movie();
    const server = mockApi({
      'GET /api/admin/movies': () =>
        json(
          listPage([
            {
              id: 3,
              slug: 'metropolis-1927',
              title: 'Metropolis',
              year: 1927,
              tmdbId: 19,
              imdbId: 'tt0017136',
              posterPath: null,
              releaseCount: 4,
            },
          ]),
        ),
      'GET /api/admin/movies/{id}': () => json(current),
      'PUT /api/admin/movies/{id}': (request) => {
        current = {
          ...current,
          ...(request.body as Partial<AdminMovie>),
          updatedAt: '2026-03-01T00:00:00.000Z',
        };
        return json(current);
      },
      'POST /api/admin/movies/{id}/refresh': () => json({ title: 'Metropolis', images: 2, rematched: 1 }),
      'POST /api/admin/upload-image': () =>
        json({
          fileName: 'poster-3.webp',
          url: '/api/imgproxy/posters/poster-3.webp',
          type: 'poster' as const,
          entityType: 'movie' as const,
          entityId: 3,
          width: 500,
          height: 750,
          size: 1000,
        }),
    });
    renderApp('/admin/movies', { session: admin });
    const table = await screen.findByRole('table', { name: 'Filme' });
    expect(within(table).getByText('TMDb 19 · IMDb tt0017136')).toBeDefined();
    fireEvent.click(within(table).getByRole('link', { name: 'Metropolis bearbeiten' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Metropolis' })).toBeDefined();
    expect((screen.getByLabelText('Genres (durch Komma getrennt)') as HTMLInputElement).value).toBe(
      'Drama, Science-Fiction',
    );
    fireEvent.change(screen.getByLabelText('Tagline'), { target: { value: 'Das Herz vermittelt.' } });
    fireEvent.change(screen.getByLabelText('Genres (durch Komma getrennt)'), {
      target: { value: 'Drama, Klassiker,' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Metropolis“ gespeichert.')).toBeDefined();
    expect(server.last('PUT /api/admin/movies/{id}')?.body).toEqual({
      tagline: 'Das Herz vermittelt.',
      genres: ['Drama', 'Klassiker'],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Von TMDb neu laden' }));
    expect(
      await screen.findByText('„Metropolis“ von TMDb neu geladen: 2 Bilder, 1 Release neu zugeordnet.'),
    ).toBeDefined();

    fireEvent.change(screen.getByLabelText('Poster hochladen'), {
      target: { files: [new File(['img'], 'poster.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Poster gespeichert.')).toBeDefined();
    const upload = String(server.last('POST /api/admin/upload-image')?.body);
    expect(upload).toMatch(/name="type"\r\n\r\nposter\r\n/);
    expect(upload).toMatch(/name="entityType"\r\n\r\nmovie\r\n/);
    expect(upload).toMatch(/name="entityId"\r\n\r\n3\r\n/);
  });

  it('creates a film and opens it; a refused refresh shows the server’s text', async () => {
    const server = mockApi({
      'GET /api/admin/movies': () => json(listPage([])),
      'POST /api/admin/movies': (request) =>
        json(movie({ id: 9, title: (request.body as { title: string }).title, tmdbId: null }), 201),
      'GET /api/admin/movies/{id}': () => json(movie({ id: 9, title: 'Der Golem', tmdbId: null })),
      'POST /api/admin/movies/{id}/refresh': () => apiError(409, 'Der Film hat keine TMDb-ID.'),
    });
    const { router } = renderApp('/admin/movies', { session: admin });
    fireEvent.click(await screen.findByRole('link', { name: 'Neuer Film' }));
    const save = await screen.findByRole('button', { name: 'Anlegen' });
    fireEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe('Bitte einen Titel angeben.');
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Der Golem' } });
    fireEvent.change(screen.getByLabelText('Jahr'), { target: { value: '1920' } });
    fireEvent.click(save);
    expect(await screen.findByText('„Der Golem“ angelegt.')).toBeDefined();
    expect(server.last('POST /api/admin/movies')?.body).toMatchObject({
      title: 'Der Golem',
      year: 1920,
      originalTitle: null,
      genres: [],
      trailers: [],
    });
    expect(server.last('POST /api/admin/movies')?.body).not.toHaveProperty('slug');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/movies/9'));
    fireEvent.click(await screen.findByRole('button', { name: 'Von TMDb neu laden' }));
    expect(await screen.findByText('Der Film hat keine TMDb-ID.')).toBeDefined();
  });
});

function series(overrides: Partial<AdminSeries> = {}): AdminSeries {
  return {
    id: 5,
    slug: 'elbnebel',
    title: 'Elbnebel',
    originalTitle: null,
    firstAirDate: '2020-01-01',
    lastAirDate: null,
    status: null,
    plot: null,
    rating: null,
    imdbId: null,
    tmdbId: 55,
    tvdbId: null,
    tvmazeId: null,
    tvrageId: null,
    posterPath: null,
    backdropPath: null,
    numberOfSeasons: 1,
    numberOfEpisodes: 1,
    genres: [],
    trailers: [],
    seasons: [{ id: 50, seasonNumber: 1, name: null, airDate: null, posterPath: null, episodeCount: 1 }],
    releaseCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const episode: AdminEpisode = {
  id: 500,
  seriesId: 5,
  seasonId: 50,
  seasonNumber: 1,
  episodeNumber: 1,
  title: 'Nebel',
  plot: null,
  airDate: '2020-01-01',
  runtime: 45,
  stillPath: null,
  tmdbId: null,
  releaseCount: 2,
};

describe('admin: episodes', () => {
  it('lists a season’s episodes, edits one and adds another', async () => {
    const server = mockApi({
      'GET /api/admin/series/{id}': () => json(series()),
      'GET /api/admin/series/{id}/episodes': () => json([episode]),
      'PUT /api/admin/episodes/{id}': (request) =>
        json({ ...episode, ...(request.body as Partial<AdminEpisode>) }),
      'POST /api/admin/series/{id}/episodes': (request) =>
        json({ ...episode, id: 501, ...(request.body as Partial<AdminEpisode>) }, 201),
    });
    renderApp('/admin/episodes?series=5&season=1', { session: admin });
    const list = await screen.findByRole('list', { name: 'Episoden' });
    expect(within(list).getByText('S01E01 – Nebel')).toBeDefined();
    expect(server.last('GET /api/admin/series/{id}/episodes')?.url.searchParams.get('season')).toBe('1');
    expect(await screen.findByText('Elbnebel')).toBeDefined();

    fireEvent.click(within(list).getByRole('button', { name: 'Bearbeiten: S01E01 – Nebel' }));
    let dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Der Nebel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('S01E01 – Der Nebel gespeichert.')).toBeDefined();
    expect(server.last('PUT /api/admin/episodes/{id}')?.body).toEqual({ title: 'Der Nebel' });

    fireEvent.click(screen.getByRole('button', { name: 'Neue Episode' }));
    dialog = screen.getByRole('dialog', { name: 'Episode anlegen' });
    fireEvent.change(within(dialog).getByLabelText('Episode'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Flut' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('S01E02 – Flut angelegt.')).toBeDefined();
    expect(server.last('POST /api/admin/series/{id}/episodes')?.body).toEqual({
      title: 'Flut',
      airDate: null,
      runtime: null,
      plot: null,
      seasonNumber: 1,
      episodeNumber: 2,
    });
  });
});
