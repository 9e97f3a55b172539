import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOverview } from '@nzbkino/api-types';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin, pageOf } from '../test/fixtures';

const overview: AdminOverview = {
  releases: { total: 1234, today: 12, unmatched: 4 },
  catalogue: { movies: 300, series: 40 },
  importsToday: { imported: 10, duplicate: 2, rejected: 1 },
  users: { total: 50, byRole: { USER: 40, PREMIUM: 6, VIP: 2, ADMIN: 2 }, suspended: 1 },
  grabsToday: 77,
  apiCallsToday: 5000,
  openRequests: 3,
  openContactMessages: 2,
  lastImports: [
    {
      id: 1,
      name: 'Kaputt.nzb',
      status: 'rejected',
      reason: 'Die NZB-Datei enthält keine Dateien.',
      releaseId: null,
      createdAt: '2026-03-01T08:00:00.000Z',
    },
    {
      id: 2,
      name: 'Metropolis.1927.German.1080p-GRP',
      status: 'imported',
      reason: null,
      releaseId: 20,
      createdAt: '2026-03-01T07:00:00.000Z',
    },
  ],
  storage: {
    files: 120,
    bytes: 52_428_800,
    byKind: {
      nzb: { files: 100, bytes: 50_000_000 },
      nfo: { files: 20, bytes: 2_428_800 },
      poster: { files: 0, bytes: 0 },
    },
    disk: { totalBytes: 100_000_000_000, freeBytes: 40_000_000_000 },
    countedAt: '2026-03-01T08:05:00.000Z',
  },
  version: { server: '0.1.0', changelog: 'v1.4.0' },
};

describe('admin: overview', () => {
  it('shows the figures, the last imports, the store and the version, and leads to what needs attention', async () => {
    mockApi({
      'GET /api/admin/overview': () => json(overview),
      'GET /api/admin/releases': () => json(pageOf('releases', [])),
    });
    const { router } = renderApp('/admin', { session: admin });
    const attention = await screen.findByRole('region', { name: 'Braucht Aufmerksamkeit' });
    expect(within(attention).getByRole('link', { name: /Nicht zugeordnete Releases\s*4/ })).toBeDefined();
    expect(
      within(attention)
        .getByRole('link', { name: /Offene Requests\s*3/ })
        .getAttribute('href'),
    ).toBe('/admin/requests');
    expect(
      within(attention)
        .getByRole('link', { name: /Offene Kontaktanfragen\s*2/ })
        .getAttribute('href'),
    ).toBe('/admin/messages');
    expect(within(screen.getByRole('region', { name: 'Zahlen' })).getByText('1.234')).toBeDefined();
    const imports = screen.getByRole('region', { name: 'Importe heute' });
    expect(within(imports).getByText('10')).toBeDefined();
    const table = screen.getByRole('table', { name: 'Letzte Importe' });
    expect(within(table).getByText('Die NZB-Datei enthält keine Dateien.')).toBeDefined();
    expect(within(table).getByText('Abgelehnt')).toBeDefined();
    expect(screen.getByText('120 Dateien · 50,00 MB')).toBeDefined();
    expect(screen.queryByText('Poster')).toBeNull();
    expect(screen.getByText('v1.4.0')).toBeDefined();

    fireEvent.click(within(attention).getByRole('link', { name: /Nicht zugeordnete Releases/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?unmatched=true'));
    expect(await screen.findByLabelText('Nur nicht zugeordnete')).toHaveProperty('checked', true);
  });

  it('shows the server’s refusal', async () => {
    mockApi({ 'GET /api/admin/overview': () => apiError(403, 'Keine Berechtigung für diese Aktion.') });
    renderApp('/admin', { session: admin });
    expect(await screen.findByText('Keine Berechtigung für diese Aktion.')).toBeDefined();
    expect(screen.getByText('Die Übersicht konnte nicht geladen werden.')).toBeDefined();
  });
});
