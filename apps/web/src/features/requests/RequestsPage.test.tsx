import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TitleRequest } from '@nzbkino/api-types';
import { apiError, json, mockApi } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { movieCard, pagination } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function request(overrides: Partial<TitleRequest> = {}): TitleRequest {
  return {
    id: 1,
    kind: 'movie',
    movieId: null,
    seriesId: null,
    link: null,
    title: 'Das Boot',
    year: 1981,
    note: null,
    status: 'open',
    reason: null,
    releaseId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

function setup(initial: TitleRequest[], openLimit = 10) {
  let requests = [...initial];
  const server = mockApi({
    'GET /api/requests': () =>
      json({ requests, openCount: requests.filter((r) => r.status === 'open').length, openLimit }),
    'POST /api/requests': ({ body }) => {
      const input = body as { kind: 'movie' | 'series'; title?: string; movieId?: number; year?: number };
      if (input.movieId === 7) return apiError(409, 'Für diesen Film gibt es bereits Releases.');
      const filed = request({
        id: requests.length + 10,
        title: input.title ?? 'Metropolis',
        movieId: input.movieId ?? null,
        year: input.year ?? null,
      });
      requests = [filed, ...requests];
      return json(filed, 201);
    },
    'DELETE /api/requests/{id}': ({ params }) => {
      requests = requests.filter((r) => String(r.id) !== params.id);
      return json({ success: true as const });
    },
    'GET /api/movies': () =>
      json({
        movies: [
          movieCard({ id: 5, slug: 'metropolis-1927', title: 'Metropolis', year: 1927 }),
          movieCard({ id: 7, slug: 'nosferatu-1922', title: 'Nosferatu', year: 1922 }),
        ],
        pagination: pagination(1, 1, 2),
      }),
  });
  renderApp('/requests', { session: session() });
  return server;
}

describe('requests page', () => {
  it('lists own requests with status, reason and the open count', async () => {
    setup([
      request({ id: 1, title: 'Das Boot' }),
      request({
        id: 2,
        title: 'Heimat',
        kind: 'series',
        status: 'rejected',
        reason: 'Nicht zu finden',
        year: null,
      }),
      request({
        id: 3,
        title: 'Metropolis',
        status: 'fulfilled',
        link: '/movies/metropolis-1927',
        resolvedAt: '2026-11-21T10:00:00.000Z',
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Meine Requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Offen')).toBeTruthy();
    expect(within(list).getByText('Abgelehnt')).toBeTruthy();
    expect(within(list).getByText(/Nicht zu finden/)).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Metropolis' }).getAttribute('href')).toBe(
      '/movies/metropolis-1927',
    );
    expect(screen.getByText('1 von 10 offenen Requests')).toBeTruthy();
    // Only open requests can be withdrawn.
    expect(within(list).getAllByRole('button', { name: /zurückziehen/ })).toHaveLength(1);
  });

  it('files a free title with year and shows it in the list', async () => {
    const server = setup([]);
    await screen.findByText('Noch keine Requests');
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Der Himmel über Berlin' } });
    fireEvent.change(screen.getByLabelText(/Jahr/), { target: { value: '1987' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request stellen' }));
    await screen.findByText('Request für „Der Himmel über Berlin“ gestellt.');
    expect(server.last('POST /api/requests')?.body).toEqual({
      kind: 'movie',
      title: 'Der Himmel über Berlin',
      year: 1987,
    });
    expect(await screen.findByRole('list', { name: 'Meine Requests' })).toBeTruthy();
  });

  it('searches the catalogue first and requests a catalogue title; refusals show the server message', async () => {
    const server = setup([]);
    fireEvent.change(await screen.findByLabelText('Titel'), { target: { value: 'Metro' } });
    const hits = await screen.findByRole('region', { name: 'Im Katalog gefunden' });
    expect(within(hits).getByRole('link', { name: 'Zur Seite von „Metropolis“' }).getAttribute('href')).toBe(
      '/movies/metropolis-1927',
    );
    fireEvent.click(within(hits).getByRole('button', { name: '„Nosferatu“ anfragen' }));
    await screen.findByText('Für diesen Film gibt es bereits Releases.');
    fireEvent.click(within(hits).getByRole('button', { name: '„Metropolis“ anfragen' }));
    await screen.findByText('Request für „Metropolis“ gestellt.');
    expect(server.last('POST /api/requests')?.body).toEqual({ kind: 'movie', movieId: 5 });
  });

  it('refuses a too short title without asking the server, and withdraws after confirming', async () => {
    const server = setup([request({ id: 4, title: 'Das Boot' })], 1);
    await screen.findByText('Sie haben die Höchstzahl offener Requests erreicht.');
    expect((screen.getByRole('button', { name: 'Request stellen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request für „Das Boot“ zurückziehen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    await screen.findByText('Request für „Das Boot“ zurückgezogen.');
    await screen.findByText('Noch keine Requests');
    expect(server.to('DELETE /api/requests/{id}')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request stellen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Bitte geben Sie einen Titel an (mindestens 2 Zeichen).',
      ),
    );
    // The message goes as soon as the title is long enough.
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Xa' } });
    expect(screen.queryByRole('alert')).toBeNull();
    // A year outside what the server takes is named at the form, not sent.
    const maxYear = new Date().getUTCFullYear() + 5;
    fireEvent.change(screen.getByLabelText(/^Jahr/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request stellen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `Bitte geben Sie ein Jahr zwischen 1888 und ${maxYear} an.`,
      ),
    );
    expect(screen.getByLabelText(/^Jahr/).getAttribute('aria-invalid')).toBe('true');
    expect(server.to('POST /api/requests')).toHaveLength(0);
  });
});
