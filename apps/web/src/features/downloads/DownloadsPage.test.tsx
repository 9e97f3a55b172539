import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GrabHistoryItem } from '@nzbkino/api-types';
import { file, json, mockApi } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

function grab(id: number, overrides: Partial<GrabHistoryItem> = {}): GrabHistoryItem {
  return {
    id,
    releaseId: id + 100,
    name: `Release.${id}.German.1080p-GRP`,
    size: 1024 ** 3,
    group: 'GRP',
    createdAt: '2026-11-20T08:05:00.000Z',
    channel: 'web',
    counted: true,
    available: true,
    ...overrides,
  };
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:nzb'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("'Meine Downloads'", () => {
  it('lists the grabs with time and channel, pages, and downloads one again', async () => {
    const server = mockApi({
      'GET /api/cart/limits': () =>
        json({
          role: 'PREMIUM',
          used: 4,
          limit: null,
          remaining: null,
          resetsAt: null,
          windowHours: 24,
          redownloadDays: 7,
        }),
      'GET /api/downloads': ({ url }) =>
        json({
          data:
            url.searchParams.get('page') === '2'
              ? [grab(30)]
              : [
                  grab(1, { channel: 'zip' }),
                  grab(2, { counted: false }),
                  grab(3, { available: false, releaseId: null }),
                ],
          currentPage: Number(url.searchParams.get('page') ?? 1),
          totalPages: 2,
          totalItems: 26,
          limit: 25,
        }),
      'POST /api/releases/{id}/nzb-download': () => file('<nzb/>', 'application/x-nzb'),
    });
    renderApp('/downloads', { session: session({ role: 'PREMIUM' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Downloads' })).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Meine Downloads' });
    const first = within(table).getByRole('row', { name: /Release\.1\./ });
    expect(within(first).getByText('ZIP')).toBeDefined();
    expect(within(first).getAllByText('20.11.2026, 08:05').length).toBeGreaterThan(0);
    expect(within(table).getByText('nicht gezählt')).toBeDefined();
    expect(within(table).getByText('Release gelöscht')).toBeDefined();
    expect(screen.getByTestId('download-allowance').textContent).toContain('4 · unbegrenzt');
    expect(screen.getByText(/26 Downloads gesamt/)).toBeDefined();

    fireEvent.click(
      within(first).getByRole('button', { name: 'NZB herunterladen: Release.1.German.1080p-GRP' }),
    );
    expect(
      await screen.findByText('Download von "Release.1.German.1080p-GRP" wurde gestartet!'),
    ).toBeDefined();
    expect(server.last('POST /api/releases/{id}/nzb-download')?.params.id).toBe('101');

    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByText('Release.30.German.1080p-GRP')).toBeDefined();
  });

  it('has an empty state', async () => {
    mockApi({
      'GET /api/cart/limits': () =>
        json({
          role: 'USER',
          used: 0,
          limit: 10,
          remaining: 10,
          resetsAt: null,
          windowHours: 24,
          redownloadDays: 7,
        }),
      'GET /api/downloads': () => json({ data: [], currentPage: 1, totalPages: 0, totalItems: 0, limit: 25 }),
    });
    renderApp('/downloads', { session: session() });
    expect(await screen.findByText('Noch keine Downloads')).toBeDefined();
    expect(screen.getByTestId('download-allowance').textContent).toContain('0 von 10');
  });

  it('is linked from the user menu and the FAQ', async () => {
    mockApi({});
    renderApp('/faq', { session: session() });
    expect((await screen.findByRole('link', { name: 'Zu „Meine Downloads“' })).getAttribute('href')).toBe(
      '/downloads',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Benutzermenü von mia' }));
    expect(screen.getByRole('link', { name: 'Meine Downloads' }).getAttribute('href')).toBe('/downloads');
  });
});
