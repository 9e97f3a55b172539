import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, DownloadLimits } from '@nzbkino/api-types';
import { apiError, file, json, mockApi, type Handlers } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { release } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const mb = 1024 ** 2;
const limits: DownloadLimits = {
  role: 'USER',
  used: 3,
  limit: 10,
  remaining: 7,
  resetsAt: '2026-11-25T09:30:00.000Z',
  windowHours: 24,
  redownloadDays: 7,
};
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function setup(initial: Cart['releases'], handlers: Handlers = {}) {
  let releases = [...initial];
  const server = mockApi({
    'GET /api/cart/limits': () => json(limits),
    'GET /api/cart/releases': () => json({ releases, count: releases.length, maxItems: 100 }),
    'DELETE /api/cart/remove/{id}': ({ params }) => {
      releases = releases.filter((item) => String(item.id) !== params.id);
      return json({
        success: true as const,
        message: 'Release wurde aus dem Warenkorb entfernt.',
        count: releases.length,
      });
    },
    'DELETE /api/cart/clear': () => {
      releases = [];
      return json({ success: true as const, message: 'Der Warenkorb wurde geleert.', count: 0 });
    },
    ...handlers,
  });
  renderApp('/cart', { session: session() });
  return server;
}

const a = release({ id: 1, name: 'Metropolis.1927.German.1080p-GRP', size: 900 * mb, group: 'GRP' });
const b = release({ id: 2, name: 'Nosferatu.1922.German.720p-ALT', size: 700 * mb, group: 'ALT' });

describe('cart page', () => {
  it('lists name, size and group, shows the allowance and removes one release', async () => {
    const server = setup([a, b]);
    const table = await screen.findByRole('table', { name: 'Warenkorb' });
    expect(within(table).getByText(a.name)).toBeDefined();
    expect(within(table).getByText('ALT')).toBeDefined();
    expect(screen.getByText('2 Releases (höchstens 100) · Gesamt: 1,56 GB')).toBeDefined();
    const allowance = screen.getByTestId('download-allowance').textContent;
    expect(allowance).toContain('Downloads in 24 Stunden: 3 von 10');
    // With 7 left, when the next one frees up is nobody's concern.
    expect(allowance).not.toContain('Der nächste Download');
    fireEvent.click(within(table).getByRole('button', { name: `Aus dem Warenkorb entfernen: ${a.name}` }));
    expect(await screen.findByText('Release wurde aus dem Warenkorb entfernt.')).toBeDefined();
    await waitFor(() => expect(screen.queryByText(a.name)).toBeNull());
    expect(server.last('DELETE /api/cart/remove/{id}')?.params.id).toBe('1');
  });

  it('clears the cart after asking, then shows the empty state', async () => {
    setup([a]);
    fireEvent.click(await screen.findByRole('button', { name: 'Warenkorb leeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb leeren' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, leeren' }));
    expect(await screen.findByText('Ihr Warenkorb ist leer')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Releases durchsuchen' }).getAttribute('href')).toBe('/releases');
  });

  it('saves the zip under the server name and says how many NZBs it holds', async () => {
    const server = setup([a, b], {
      'POST /api/cart/download-zip': () =>
        file(
          'PK',
          'application/zip',
          `attachment; filename="NZBKino-Warenkorb.zip"; filename*=UTF-8''NZBKino-Warenkorb.zip`,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alle als ZIP herunterladen' }));
    expect(await screen.findByText('Download des Warenkorbs wurde gestartet (2 NZB-Dateien).')).toBeDefined();
    expect(saved).toEqual(['NZBKino-Warenkorb.zip']);
    await waitFor(() => expect(server.to('GET /api/cart/limits').length).toBeGreaterThan(1));
  });

  it('at the limit says when the next download frees up', async () => {
    setup([a], { 'GET /api/cart/limits': () => json({ ...limits, used: 10, remaining: 0 }) });
    const allowance = await screen.findByTestId('download-allowance');
    expect(allowance.textContent).toContain('10 von 10');
    expect(allowance.textContent).toMatch(/Der nächste Download wird am 25\.11\.2026, \d\d:30 Uhr frei\./);
  });

  it('shows the 403 that says how many fit, and saves nothing', async () => {
    const message =
      'Download-Limit erreicht: Der Warenkorb enthält 2 neue Releases, heute können Sie noch 1 herunterladen.';
    setup([a, b], { 'POST /api/cart/download-zip': () => apiError(403, message) });
    fireEvent.click(await screen.findByRole('button', { name: 'Alle als ZIP herunterladen' }));
    expect(await screen.findByText(`Download-Fehler: ${message}`)).toBeDefined();
    expect(saved).toEqual([]);
  });
});
