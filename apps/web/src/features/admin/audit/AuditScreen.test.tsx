import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@nzbkino/api-types';
import { json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin, adminUser, pageOf } from '../test/fixtures';
import { fieldChanges } from './audit-diff';

const entry: AuditEntry = {
  id: 1,
  actorId: 1,
  actorName: 'chefin',
  action: 'settings.update',
  entityType: 'settings',
  entityId: null,
  before: { siteName: 'NZBKino', downloadLimits: { USER: 10, VIP: null }, tmdb: { apiKey: '••••abcd' } },
  after: { siteName: 'Kino', downloadLimits: { USER: 20, VIP: null }, tmdb: { apiKey: '••••abcd' } },
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('admin: audit log', () => {
  it('shows who changed what, before → after, and filters by area, object and admin', async () => {
    const server = mockApi({
      'GET /api/admin/audit': () => json(pageOf('entries', [entry])),
      'GET /api/admin/users': () =>
        json(pageOf('users', [adminUser({ id: 1, username: 'chefin', role: 'ADMIN' })])),
    });
    renderApp('/admin/audit', { session: admin });
    const list = await screen.findByRole('list', { name: 'Audit-Log' });
    expect(within(list).getByText('Einstellungen geändert')).toBeDefined();
    expect(within(list).getByText(/von chefin/)).toBeDefined();
    expect(within(list).getByText('siteName')).toBeDefined();
    expect(
      within(list)
        .getAllByLabelText('vorher')
        .map((node) => node.textContent),
    ).toEqual(['NZBKino', '10']);
    expect(
      within(list)
        .getAllByLabelText('nachher')
        .map((node) => node.textContent),
    ).toEqual(['Kino', '20']);
    expect(within(list).queryByText('tmdb.apiKey')).toBeNull();
    expect(server.last('GET /api/admin/users')?.url.searchParams.get('role')).toBe('ADMIN');

    fireEvent.change(screen.getByLabelText('Bereich'), { target: { value: 'user' } });
    await waitFor(() =>
      expect(server.last('GET /api/admin/audit')?.url.searchParams.get('entityType')).toBe('user'),
    );
    fireEvent.change(await screen.findByLabelText('Wer'), { target: { value: '1' } });
    await waitFor(() =>
      expect(server.last('GET /api/admin/audit')?.url.searchParams.get('actorId')).toBe('1'),
    );
    fireEvent.change(screen.getByLabelText('Objekt-ID'), { target: { value: ' 7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() =>
      expect(server.last('GET /api/admin/audit')?.url.searchParams.get('entityId')).toBe('7'),
    );
  });
});

describe('the audit diff', () => {
  it('lists every field of a created or deleted thing, and nothing for an unchanged one', () => {
    expect(fieldChanges(null, { title: 'Neu', isActive: false })).toEqual([
      { field: 'title', before: null, after: 'Neu' },
      { field: 'isActive', before: null, after: 'false' },
    ]);
    expect(fieldChanges({ role: 'USER' }, null)).toEqual([{ field: 'role', before: 'USER', after: null }]);
    expect(fieldChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});
