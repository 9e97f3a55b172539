import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IndexerStatus } from '@nzbkino/api-types';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin, indexerGroup, indexerServer, indexerStatus } from '../test/fixtures';

const environmentServer = indexerServer({
  id: null,
  name: 'NNTP_URL',
  host: 'news.env.example',
  port: 119,
  tls: false,
  username: null,
  hasPassword: false,
  connections: 4,
  source: 'environment',
});

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('admin: indexer', () => {
  it('shows servers, groups with their counters, open collections and the last errors', async () => {
    mockApi({
      'GET /api/admin/indexer': () =>
        json(
          indexerStatus({
            servers: [environmentServer, indexerServer()],
            groups: [
              indexerGroup({
                errors: 2,
                lastError: 'Die Gruppe „alt.binaries.german.film“ gibt es auf news nicht.',
                lastErrorAt: '2026-03-01T08:00:00.000Z',
              }),
            ],
            open: { collections: 2, files: 10, parts: 1500 },
            errors: [
              {
                at: '2026-03-01T08:00:00.000Z',
                groupName: 'alt.binaries.german.film',
                server: null,
                kind: 'no_such_group',
                message: 'Die Gruppe „alt.binaries.german.film“ gibt es auf news nicht.',
              },
            ],
          }),
        ),
    });
    renderApp('/admin/indexer', { session: admin });
    const servers = await screen.findByRole('table', { name: 'News-Server' });
    const [, envRow, ownRow] = within(servers).getAllByRole('row');
    expect(within(envRow!).getByText('aus der Umgebung (NNTP_URL)')).toBeDefined();
    expect(within(envRow!).queryByRole('button')).toBeNull();
    expect(envRow!.textContent).toContain('news.env.example:119 · unverschlüsselt');
    expect(ownRow!.textContent).toContain('news.example.org:563 · TLS');
    expect(within(ownRow!).getByText('leser (Passwort gespeichert)')).toBeDefined();
    expect(within(ownRow!).getByRole('button', { name: 'Server Hauptserver bearbeiten' })).toBeDefined();

    const groups = screen.getByRole('table', { name: 'Newsgruppen' });
    const row = within(groups).getByRole('row', { name: /alt\.binaries\.german\.film/ });
    for (const text of ['1.234.567', '4.200', '2.500.000', '321', '12 / 3', 'aktiv'])
      expect(row.textContent, text).toContain(text);
    expect(within(row).getByText(/gibt es auf news nicht/)).toBeDefined();

    expect(
      screen.getByText('2 Sammlungen mit 10 Dateien und 1.500 Artikeln warten auf ihre Fertigstellung.'),
    ).toBeDefined();
    const errors = screen.getByRole('list', { name: 'Letzte Fehler' });
    expect(within(errors).getByText(/gibt es auf news nicht/)).toBeDefined();
    expect(within(errors).getByText('alt.binaries.german.film')).toBeDefined();
  });

  it('adds a server, refusing a bad port before anything is sent', async () => {
    const server = mockApi({
      'GET /api/admin/indexer': () => json(indexerStatus({ servers: [] })),
      'POST /api/admin/indexer/servers': (request) =>
        json(indexerServer({ id: 9, name: (request.body as { name: string }).name })),
    });
    renderApp('/admin/indexer', { session: admin });
    expect(await screen.findByText('Noch kein News-Server eingerichtet.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Server hinzufügen' }));
    const form = dialog('News-Server hinzufügen');
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field('Name'), { target: { value: 'Neu' } });
    fireEvent.change(field('Host'), { target: { value: 'news.neu.example' } });
    fireEvent.change(field('Port'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(within(form).getByRole('alert').textContent).toBe('Der Port muss zwischen 1 und 65535 liegen');
    expect(server.to('POST /api/admin/indexer/servers')).toHaveLength(0);

    fireEvent.change(field('Port'), { target: { value: '563' } });
    fireEvent.click(field('TLS (nntps, meist Port 563)'));
    fireEvent.change(field('Benutzername'), { target: { value: 'leser' } });
    fireEvent.change(field('Passwort'), { target: { value: 'geheim' } });
    expect(field('Passwort').type).toBe('password');
    expect(within(form).getByText('Kein Passwort gespeichert.')).toBeDefined();
    fireEvent.change(field('Verbindungen (1–64)'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Server Neu gespeichert.')).toBeDefined();
    expect(server.last('POST /api/admin/indexer/servers')?.body).toEqual({
      name: 'Neu',
      host: 'news.neu.example',
      port: 563,
      tls: true,
      tlsInsecure: false,
      username: 'leser',
      password: 'geheim',
      connections: 12,
      priority: 0,
      active: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.to('GET /api/admin/indexer').length).toBeGreaterThan(1));
  });

  it('keeps the stored password unless it is replaced or removed, and shows the server’s refusal', async () => {
    const server = mockApi({
      'GET /api/admin/indexer': () => json(indexerStatus()),
      'PATCH /api/admin/indexer/servers/{id}': (request) =>
        'password' in (request.body as object)
          ? json(indexerServer({ hasPassword: false }))
          : apiError(400, 'Das Passwort gilt für den bisherigen Server. Geben Sie es erneut ein.'),
    });
    renderApp('/admin/indexer', { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Server Hauptserver bearbeiten' }));
    const form = dialog('News-Server bearbeiten');
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field('Passwort').value).toBe('');
    expect(
      within(form).getByText(
        'Ein Passwort ist gespeichert. Leer lassen, um es zu behalten, oder ein neues eingeben.',
      ),
    ).toBeDefined();
    fireEvent.change(field('Host'), { target: { value: 'andere.example.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText(/Das Passwort gilt für den bisherigen Server/)).toBeDefined();
    expect(server.last('PATCH /api/admin/indexer/servers/{id}')?.body).not.toHaveProperty('password');

    fireEvent.click(field('Gespeichertes Passwort entfernen'));
    expect(field('Passwort').disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Server Hauptserver gespeichert.')).toBeDefined();
    const last = server.last('PATCH /api/admin/indexer/servers/{id}');
    expect(last?.params).toEqual({ id: '3' });
    expect(last?.body).toMatchObject({ host: 'andere.example.org', password: null });
  });

  it('changes, removes and adds groups; says when a group exists', async () => {
    const server = mockApi({
      'GET /api/admin/indexer': () => json(indexerStatus()),
      'PATCH /api/admin/indexer/groups/{id}': () => json(indexerGroup({ backfillDays: 30 })),
      'DELETE /api/admin/indexer/groups/{id}': () =>
        json({ message: 'Die Gruppe alt.binaries.german.film wurde entfernt.' }),
      'POST /api/admin/indexer/groups': () =>
        apiError(409, 'Die Gruppe alt.binaries.german.film ist bereits eingerichtet.'),
    });
    renderApp('/admin/indexer', { session: admin });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Gruppe alt.binaries.german.film bearbeiten' }),
    );
    const edit = dialog('Newsgruppe bearbeiten');
    expect(within(edit).queryByLabelText('Gruppenname')).toBeNull();
    fireEvent.change(within(edit).getByLabelText('Backfill (Tage zurück, 0 = keiner)'), {
      target: { value: '30' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gruppe alt.binaries.german.film gespeichert.')).toBeDefined();
    expect(server.last('PATCH /api/admin/indexer/groups/{id}')?.body).toEqual({
      active: true,
      backfillDays: 30,
      startDays: 1,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Gruppe alt.binaries.german.film entfernen' }));
    fireEvent.click(within(dialog('Newsgruppe entfernen?')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Die Gruppe alt.binaries.german.film wurde entfernt.')).toBeDefined();
    expect(server.last('DELETE /api/admin/indexer/groups/{id}')?.params).toEqual({ id: '5' });

    fireEvent.click(screen.getByRole('button', { name: 'Gruppe hinzufügen' }));
    const add = dialog('Newsgruppe hinzufügen');
    fireEvent.change(within(add).getByLabelText('Gruppenname'), { target: { value: 'alt binaries' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Speichern' }));
    expect(within(add).getByRole('alert').textContent).toContain('Der Gruppenname darf nur');
    expect(server.to('POST /api/admin/indexer/groups')).toHaveLength(0);
    fireEvent.change(within(add).getByLabelText('Gruppenname'), {
      target: { value: 'alt.binaries.german.film' },
    });
    fireEvent.click(within(add).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(add).findByText('Die Gruppe alt.binaries.german.film ist bereits eingerichtet.'),
    ).toBeDefined();
    expect(server.last('POST /api/admin/indexer/groups')?.body).toEqual({
      name: 'alt.binaries.german.film',
      active: true,
      backfillDays: 0,
      startDays: 1,
    });
  });

  it('starts an update, follows it every 5 seconds and says how it ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let update: IndexerStatus['update'] = { running: false, startedAt: null, lastRun: null };
    const server = mockApi({
      'GET /api/admin/indexer': () => json(indexerStatus({ update })),
      'POST /api/admin/indexer/update': () => {
        update = { running: true, startedAt: '2026-03-01T09:00:00.000Z', lastRun: null };
        return json(
          { message: 'Die Aktualisierung läuft; der Stand erscheint laufend im Indexer-Tab.' },
          202,
        );
      },
    });
    renderApp('/admin/indexer', { session: admin });
    await screen.findByRole('table', { name: 'Newsgruppen' });
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt aktualisieren' }));
    expect(await screen.findByText(/Die Aktualisierung läuft; der Stand/)).toBeDefined();
    const busy = await screen.findByRole('button', { name: 'Aktualisierung läuft …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^Eine Aktualisierung läuft seit 01\.03\.2026/)).toBeDefined();

    update = {
      running: false,
      startedAt: null,
      lastRun: {
        startedAt: '2026-03-01T09:00:00.000Z',
        finishedAt: '2026-03-01T09:01:00.000Z',
        headers: 1200,
        releases: 2,
        error: null,
      },
    };
    const asked = server.to('GET /api/admin/indexer').length;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(server.to('GET /api/admin/indexer').length).toBeGreaterThan(asked));
    expect(await screen.findByText('Aktualisierung fertig: 1.200 Header, 2 neue Releases.')).toBeDefined();
    expect(
      screen.getByText(/^Letzte Aktualisierung \(01\.03\.2026, .*\): 1\.200 Header gelesen/),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Jetzt aktualisieren' })).toBeDefined();
  });

  it('shows the server’s reason when an update cannot start', async () => {
    mockApi({
      'GET /api/admin/indexer': () => json(indexerStatus({ servers: [] })),
      'POST /api/admin/indexer/update': () => apiError(409, 'Kein News-Server eingerichtet: Legen Sie …'),
    });
    renderApp('/admin/indexer', { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt aktualisieren' }));
    expect(await screen.findByText('Kein News-Server eingerichtet: Legen Sie …')).toBeDefined();
  });
});
