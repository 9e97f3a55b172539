import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MovieList } from '@nzbkino/api-types';
import { deferred, json, mockApi, serverError, type Reply } from '../../test/api-mock';
import { genre, movieCard, pagination } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const genres = [genre('Drama'), genre('Krimi'), genre('Science-Fiction', { slug: 'science-fiction' })];

function movieQueries(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.to('GET /api/movies').map(({ url }) => Object.fromEntries(url.searchParams));
}

function setup(path = '/movies', movies = [movieCard({ title: 'Metropolis' })], totalPages = 3) {
  const fetchMock = mockApi({
    'GET /api/movies': ({ url }) =>
      json({ movies, pagination: pagination(Number(url.searchParams.get('page') ?? 1), totalPages, 70) }),
    'GET /api/movies/genres': () => json(genres),
  });
  return { fetchMock, ...renderApp(path) };
}

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('article')!;
}

describe('movie list', () => {
  it('shows the title, breadcrumb, 24 per page sorted by title, and the totals', async () => {
    const { fetchMock } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Metropolis' });
    expect(screen.getByRole('heading', { level: 1, name: 'Filme' })).toBeDefined();
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByText('Filme').getAttribute('aria-current')).toBe('page');
    expect(movieQueries(fetchMock)[0]).toEqual({ limit: '24', sort: 'title_asc' });
    expect(screen.getByText(/Seite 1 von 3/)).toBeDefined();
    expect(screen.getByText(/70 Filme gesamt/)).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Filme - NZBKino'));
  });

  it('shows a rating badge only for rated movies', async () => {
    setup('/movies', [
      movieCard({ title: 'Bewertet', rating: 8.25 }),
      movieCard({ title: 'Unbewertet', rating: null }),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Bewertet' });
    expect(within(card('Bewertet')).getByText('Bewertung 8,3 von 10')).toBeDefined();
    expect(within(card('Unbewertet')).queryByText(/Bewertung/)).toBeNull();
  });

  it('shows year, at most two genres plus "+N", and the plot cut at 200 characters', async () => {
    const long = `${'Wort '.repeat(50)}Ende`;
    setup('/movies', [
      movieCard({
        title: 'Viele Genres',
        year: 1931,
        genres: [genre('Drama'), genre('Krimi'), genre('Thriller'), genre('Horror')],
        plot: long,
      }),
      movieCard({ title: 'Zwei Genres', genres: [genre('Drama'), genre('Krimi')], plot: 'Kurz.' }),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Viele Genres' });
    const many = within(card('Viele Genres'));
    expect(many.getByText('1931')).toBeDefined();
    const tags = many.getAllByRole('listitem');
    expect(tags.map((li) => li.firstChild?.textContent)).toEqual(['Drama', 'Krimi', '+2']);
    expect(within(tags[2]!).getByText('2 weitere Genres').className).toContain('sr-only');
    expect(many.getByText(`${long.slice(0, 200).trimEnd()}…`)).toBeDefined();
    const two = within(card('Zwei Genres'));
    expect(two.getAllByRole('listitem')).toHaveLength(2);
    expect(two.getByText('Kurz.')).toBeDefined();
  });

  it('links each card to the movie page', async () => {
    setup('/movies', [movieCard({ title: 'Metropolis', slug: 'metropolis-1927' })]);
    const link = await screen.findByRole('link', { name: 'Metropolis' });
    expect(link.getAttribute('href')).toBe('/movies/metropolis-1927');
  });

  it('filters by genre and sort through the query string, back on page 1', async () => {
    const { fetchMock, router } = setup('/movies?page=2');
    await screen.findByRole('option', { name: 'Science-Fiction' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Genre' }), {
      target: { value: 'science-fiction' },
    });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?genre=science-fiction'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sortierung' }), {
      target: { value: 'rating_desc' },
    });
    await vi.waitFor(() =>
      expect(movieQueries(fetchMock).at(-1)).toEqual({
        limit: '24',
        genre: 'science-fiction',
        sort: 'rating_desc',
      }),
    );
    expect(router.state.location.search).toBe('?genre=science-fiction&sort=rating_desc');
  });

  it('searches with "Filme suchen..." after 300 ms; a blank search shows the whole list again', async () => {
    const { fetchMock, router } = setup('/movies?search=alt&page=3');
    await screen.findByRole('heading', { level: 2, name: 'Metropolis' });
    const box = screen.getByPlaceholderText('Filme suchen...');
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'Nosferatu' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.search).toBe('?search=Nosferatu');
    fireEvent.change(box, { target: { value: '   ' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.search).toBe('');
    vi.useRealTimers();
    await vi.waitFor(() =>
      expect(movieQueries(fetchMock).at(-1)).toEqual({ limit: '24', sort: 'title_asc' }),
    );
  });

  it('shows a loading state first', async () => {
    const answer = deferred<Reply<MovieList>>();
    mockApi({ 'GET /api/movies': () => answer.promise });
    renderApp('/movies');
    expect(await screen.findByText('Filme werden geladen...')).toBeDefined();
    answer.resolve(json({ movies: [movieCard({ title: 'Da' })], pagination: pagination(1, 1, 1) }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Da' })).toBeDefined();
    expect(screen.getByText('1 Film gesamt')).toBeDefined();
  });

  it('shows the error in German with a retry that loads again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/movies': () =>
        ++calls === 1
          ? serverError()
          : json({ movies: [movieCard({ title: 'Wieder da' })], pagination: pagination(1, 1, 1) }),
    });
    renderApp('/movies');
    expect(
      await screen.findByText('Fehler beim Laden der Filme. Bitte versuchen Sie es erneut.'),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wieder da' })).toBeDefined();
  });

  it('shows the empty state in German', async () => {
    setup('/movies?search=xyz', [], 0);
    expect(await screen.findByText('Keine Filme gefunden')).toBeDefined();
    expect(screen.getByText('Versuche deine Filter oder Suchkriterien anzupassen')).toBeDefined();
  });

  it('moves a link to a page beyond the end to the last page', async () => {
    const { router } = setup('/movies?page=9', [movieCard()], 3);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });
});
