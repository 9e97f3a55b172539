import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IndexerGroup } from '@nzbkino/api-types';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin, indexerGroup, indexerStatus } from '../test/fixtures';

const listed = (name: string, added = false) => ({
  name,
  high: 5000,
  low: 1001,
  articles: 4000,
  status: 'y',
  added,
});

describe('admin: indexer group search (LIST ACTIVE)', () => {
  it('lists the server’s groups for a pattern and adds one with a click', async () => {
    let groups: IndexerGroup[] = [indexerGroup()];
    const server = mockApi({
      'GET /api/admin/indexer': () => json(indexerStatus({ groups })),
      'GET /api/admin/indexer/available-groups': (request) =>
        json({
          pattern: request.url.searchParams.get('pattern') ?? '',
          total: 512,
          groups: [listed('alt.binaries.german.film', true), listed('alt.binaries.german.serien')],
        }),
      'POST /api/admin/indexer/groups': (request) => {
        const added = indexerGroup({
          id: 6,
          name: (request.body as { name: string }).name,
          lastArticle: null,
        });
        groups = [...groups, added];
        return json(added, 201);
      },
    });
    renderApp('/admin/indexer', { session: admin });
    const pattern = (await screen.findByLabelText('Suchmuster')) as HTMLInputElement;
    expect(pattern.value).toBe('alt.binaries.*german*');
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));

    const results = await screen.findByRole('table', { name: 'Gruppen auf dem Server suchen' });
    expect(server.last('GET /api/admin/indexer/available-groups')?.url.searchParams.get('pattern')).toBe(
      'alt.binaries.*german*',
    );
    expect(screen.getByText('512 Gruppen gefunden, die ersten 2 werden angezeigt.')).toBeDefined();
    const film = within(results).getByRole('row', { name: /alt\.binaries\.german\.film/ });
    expect(within(film).getByText('eingerichtet')).toBeDefined();
    expect(film.textContent).toContain('4.000');
    expect(film.textContent).toContain('1.001–5.000');

    fireEvent.click(within(results).getByRole('button', { name: 'alt.binaries.german.serien hinzufügen' }));
    expect(await screen.findByText('Gruppe alt.binaries.german.serien hinzugefügt.')).toBeDefined();
    expect(server.last('POST /api/admin/indexer/groups')?.body).toEqual({
      name: 'alt.binaries.german.serien',
      active: true,
      backfillDays: 0,
      startDays: 1,
    });
    const serien = within(results).getByRole('row', { name: /alt\.binaries\.german\.serien/ });
    await waitFor(() => expect(within(serien).getByText('eingerichtet')).toBeDefined());
    expect(
      within(screen.getByRole('table', { name: 'Newsgruppen' })).getByText('alt.binaries.german.serien'),
    ).toBeDefined();
    // Marked from the status: the news server was asked once.
    expect(server.to('GET /api/admin/indexer/available-groups')).toHaveLength(1);
  });

  it('refuses a pattern with spaces before asking, and shows the server’s failure', async () => {
    const server = mockApi({
      'GET /api/admin/indexer': () => json(indexerStatus()),
      'GET /api/admin/indexer/available-groups': () =>
        apiError(
          502,
          'Die Anmeldung bei news.example.org ist fehlgeschlagen. Prüfen Sie Benutzername und Passwort.',
        ),
    });
    renderApp('/admin/indexer', { session: admin });
    const pattern = await screen.findByLabelText('Suchmuster');
    fireEvent.change(pattern, { target: { value: 'alt binaries' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByRole('alert').textContent).toContain('Das Suchmuster darf nur');
    expect(server.to('GET /api/admin/indexer/available-groups')).toHaveLength(0);

    fireEvent.change(pattern, { target: { value: 'alt.binaries.*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Die Suche ist fehlgeschlagen.')).toBeDefined();
    expect(screen.getByText(/Die Anmeldung bei news\.example\.org ist fehlgeschlagen/)).toBeDefined();
  });
});
