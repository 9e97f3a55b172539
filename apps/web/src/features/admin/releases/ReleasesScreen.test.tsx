import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRelease, MovieCard } from '@nzbkino/api-types';
import { apiError, deferred, json, mockApi, type Reply } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin, adminRelease, pageOf } from '../test/fixtures';

const metropolis = { id: 3, slug: 'metropolis-1927', title: 'Metropolis', year: 1927 };

function movieCard(overrides: Partial<MovieCard>): MovieCard {
  return {
    id: 3,
    slug: 'metropolis-1927',
    title: 'Metropolis',
    year: 1927,
    rating: null,
    ratingCount: 0,
    posterPath: null,
    backdropPath: null,
    releaseDate: null,
    release_date: null,
    plot: null,
    genres: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('admin: releases', () => {
  it('lists unmatched releases only when asked, and links one to a film', async () => {
    let release = adminRelease();
    const server = mockApi({
      'GET /api/admin/releases': () => json(pageOf('releases', [release])),
      'GET /api/movies': () =>
        json({
          movies: [movieCard({})],
          pagination: { page: 1, limit: 8, totalPages: 1, total: 1, estimated: false },
        }),
      'PUT /api/admin/releases/{id}': (request) => {
        const body = request.body as { movieId: number };
        release = { ...release, movieId: body.movieId, movie: metropolis };
        return json(release);
      },
    });
    renderApp('/admin/releases', { session: admin });
    const table = await screen.findByRole('table', { name: 'Releases' });
    expect(within(table).getByText('nicht zugeordnet')).toBeDefined();

    fireEvent.click(screen.getByLabelText('Nur nicht zugeordnete'));
    await waitFor(() =>
      expect(server.last('GET /api/admin/releases')?.url.searchParams.get('unmatched')).toBe('true'),
    );

    fireEvent.click(within(table).getByRole('button', { name: `${release.name} bearbeiten` }));
    const dialog = screen.getByRole('dialog', { name: 'Release bearbeiten' });
    fireEvent.click(within(dialog).getByLabelText('Film'));
    fireEvent.change(within(dialog).getByLabelText('Film suchen'), { target: { value: 'metro' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Metropolis (1927) wählen' }));
    expect(within(dialog).getByText('Metropolis (1927)')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText(`„${release.name}“ gespeichert.`)).toBeDefined();
    expect(server.last('PUT /api/admin/releases/{id}')?.body).toEqual({ movieId: 3 });
    expect(server.last('GET /api/movies')?.url.searchParams.get('search')).toBe('metro');
    expect(await within(table).findByRole('link', { name: 'Metropolis (1927)' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('re-matches the selected releases and deletes one after asking', async () => {
    const releases = [adminRelease(), adminRelease({ id: 12, name: 'Zweites.Release.2020.German.720p-XY' })];
    const server = mockApi({
      'GET /api/admin/releases': () => json(pageOf('releases', releases)),
      'POST /api/admin/releases/rematch': () =>
        json({
          checked: 2,
          linked: 1,
          results: [
            { id: 11, matched: 'movie' as const, changed: true },
            { id: 12, matched: null, changed: false },
          ],
        }),
      'DELETE /api/admin/releases/{id}': () => json({ message: 'Release gelöscht.' }),
    });
    renderApp('/admin/releases', { session: admin });
    fireEvent.click(await screen.findByLabelText('Alle auf dieser Seite auswählen'));
    const bar = screen.getByRole('region', { name: '2 ausgewählt' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Neu zuordnen' }));
    expect(await screen.findByText('2 Releases geprüft, 1 neu zugeordnet.')).toBeDefined();
    expect(server.last('POST /api/admin/releases/rematch')?.body).toEqual({ ids: [11, 12] });

    fireEvent.click(screen.getByRole('button', { name: 'Zweites.Release.2020.German.720p-XY löschen' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Release löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    expect(await screen.findByText('„Zweites.Release.2020.German.720p-XY“ wurde gelöscht.')).toBeDefined();
    expect(server.last('DELETE /api/admin/releases/{id}')?.params).toEqual({ id: '12' });
  });

  it('shows the server’s refusal of an edit', async () => {
    mockApi({
      'GET /api/admin/releases': () => json(pageOf('releases', [adminRelease()])),
      'PUT /api/admin/releases/{id}': () => apiError(400, 'Der Name muss mindestens 3 Zeichen lang sein'),
    });
    renderApp('/admin/releases', { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: /bearbeiten$/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Neuer Name' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Name muss mindestens 3 Zeichen lang sein')).toBeDefined();
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  // jsdom's FormData loses the file names on its way into Node's Request, so the parts are told
  // apart by their content here; the browser journey (e2e/admin) sends real names.
  it('uploads several NZBs with their NFO, shows progress and each file’s outcome', async () => {
    const answer = deferred<Reply<{ results: []; imported: number; duplicates: number; rejected: number }>>();
    const bodies: string[] = [];
    mockApi({
      'GET /api/admin/releases': () => json(pageOf('releases', [] as AdminRelease[])),
      'POST /api/admin/releases/upload': async (request) => {
        bodies.push(String(request.body));
        await answer.promise;
        return json({
          results: [
            {
              status: 'imported' as const,
              releaseId: 20,
              name: 'Metropolis.1927.German.1080p-GRP',
              matched: 'movie' as const,
            },
            {
              status: 'imported' as const,
              releaseId: 21,
              name: 'Unbekannt.2019.German.1080p-GRP',
              matched: null,
            },
            { status: 'rejected' as const, name: 'kaputt', reason: 'Die NZB-Datei enthält keine Dateien.' },
          ],
          imported: 2,
          duplicates: 0,
          rejected: 1,
        });
      },
    });
    renderApp('/admin/releases', { session: admin });
    const files = [
      new File(['nzb of Metropolis'], 'Metropolis.1927.German.1080p-GRP.nzb'),
      new File(['nfo of Metropolis'], 'Metropolis.1927.German.1080p-GRP.nfo'),
      new File(['nzb of Unbekannt'], 'Unbekannt.2019.German.1080p-GRP.nzb'),
      new File(['broken'], 'kaputt.nzb'),
      new File(['a note'], 'notiz.txt'),
    ];
    fireEvent.change(await screen.findByLabelText('Dateien auswählen'), { target: { files } });
    const results = await screen.findByRole('list', { name: 'Ergebnisse des Uploads' });
    expect(await within(results).findAllByText('Wird hochgeladen …')).toHaveLength(3);
    expect(within(results).getByText('Ignoriert')).toBeDefined();
    expect(screen.getByText('0 von 3 Dateien verarbeitet')).toBeDefined();
    answer.resolve(json({ results: [], imported: 0, duplicates: 0, rejected: 0 }));

    expect(await screen.findByText('2 importiert · 0 Duplikate · 1 abgelehnt')).toBeDefined();
    expect(within(results).getByText('Metropolis.1927.German.1080p-GRP – Film zugeordnet')).toBeDefined();
    expect(
      within(results).getByText(
        'Unbekannt.2019.German.1080p-GRP – nicht zugeordnet – bitte von Hand zuordnen',
      ),
    ).toBeDefined();
    expect(within(results).getByText('Die NZB-Datei enthält keine Dateien.')).toBeDefined();
    expect(bodies).toHaveLength(1);
    const parts = bodies[0]!.split(/\r\n/).filter((line) => /^(nzb|nfo) of|^broken|^a note/.test(line));
    expect(parts).toEqual(['nzb of Metropolis', 'nfo of Metropolis', 'nzb of Unbekannt', 'broken']);
  });

  it('marks a batch the server refused with its message', async () => {
    mockApi({
      'GET /api/admin/releases': () => json(pageOf('releases', [] as AdminRelease[])),
      'POST /api/admin/releases/upload': () => apiError(413, 'Die Datei ist zu groß (höchstens 32 MB).'),
    });
    renderApp('/admin/releases', { session: admin });
    fireEvent.change(await screen.findByLabelText('Dateien auswählen'), {
      target: { files: [new File(['<nzb/>'], 'gross.nzb')] },
    });
    expect(await screen.findByText('Die Datei ist zu groß (höchstens 32 MB).')).toBeDefined();
    expect(screen.getByText('0 importiert · 0 Duplikate · 0 abgelehnt · 1 fehlgeschlagen')).toBeDefined();
  });
});
