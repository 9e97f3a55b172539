import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminChangelog } from '@nzbkino/api-types';
import { apiError, json, mockApi, text } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin } from '../test/fixtures';

function entry(overrides: Partial<AdminChangelog> = {}): AdminChangelog {
  return {
    id: 1,
    version: 'v1.4.0',
    isPrerelease: false,
    releaseDate: '2026-02-01T00:00:00.000Z',
    title: 'Merkliste',
    description: 'Filme und Serien merken.',
    changes: [{ type: 'added', items: ['Merkliste'] }],
    isPublished: true,
    createdAt: '2026-02-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('admin: changelogs', () => {
  it('creates and publishes an entry; the footer version follows', async () => {
    let entries = [entry()];
    const server = mockApi({
      'GET /api/admin/changelogs': () => json(entries),
      'GET /api/changelog/latest-version': () => text(entries[0]!.version),
      'POST /api/admin/changelogs': (request) => {
        const created = { ...entry(), ...(request.body as Partial<AdminChangelog>), id: 2 };
        entries = [created, ...entries];
        return json(created, 201);
      },
    });
    renderApp('/admin/changelogs', { session: admin });
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('button', { name: 'v1.4.0' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'v1.4.0 – Merkliste' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuer Changelog-Eintrag' });
    fireEvent.change(within(dialog).getByLabelText('Version'), { target: { value: ' v1.5.0 ' } });
    fireEvent.change(within(dialog).getByLabelText('Datum'), { target: { value: '2026-03-02' } });
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Administration' } });
    fireEvent.change(within(dialog).getByLabelText('Punkte (einer je Zeile)'), {
      target: { value: 'Benutzerverwaltung\n\nNZB-Upload\n' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gruppe hinzufügen' }));
    const types = within(dialog).getAllByLabelText('Art');
    expect((types[1] as HTMLSelectElement).value).toBe('changed');
    fireEvent.change(types[1]!, { target: { value: 'fixed' } });
    fireEvent.change(within(dialog).getAllByLabelText('Punkte (einer je Zeile)')[1]!, {
      target: { value: 'Footer-Version' },
    });
    fireEvent.click(within(dialog).getByLabelText('Pre-Release'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Version v1.5.0 angelegt.')).toBeDefined();
    expect(server.last('POST /api/admin/changelogs')?.body).toEqual({
      version: 'v1.5.0',
      releaseDate: '2026-03-02',
      title: 'Administration',
      description: '',
      isPrerelease: true,
      isPublished: true,
      changes: [
        { type: 'added', items: ['Benutzerverwaltung', 'NZB-Upload'] },
        { type: 'fixed', items: ['Footer-Version'] },
      ],
    });
    expect(await within(footer).findByRole('button', { name: 'v1.5.0' })).toBeDefined();
  });

  it('turns an entry into a draft with the whole entry, deletes one after asking, shows refusals', async () => {
    const server = mockApi({
      'GET /api/admin/changelogs': () => json([entry()]),
      'PUT /api/admin/changelogs/{id}': (request) =>
        json({ ...entry(), ...(request.body as Partial<AdminChangelog>) }),
      'DELETE /api/admin/changelogs/{id}': () => apiError(404, 'Changelog-Eintrag nicht gefunden.'),
    });
    renderApp('/admin/changelogs', { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('Version v1.4.0 ist jetzt ein Entwurf.')).toBeDefined();
    expect(server.last('PUT /api/admin/changelogs/{id}')?.body).toEqual({
      version: 'v1.4.0',
      isPrerelease: false,
      releaseDate: '2026-02-01T00:00:00.000Z',
      title: 'Merkliste',
      description: 'Filme und Serien merken.',
      changes: [{ type: 'added', items: ['Merkliste'] }],
      isPublished: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Version v1.4.0 löschen' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Eintrag löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );
    expect(await screen.findByText('Changelog-Eintrag nicht gefunden.')).toBeDefined();
    await waitFor(() => expect(server.to('DELETE /api/admin/changelogs/{id}')).toHaveLength(1));
  });
});
