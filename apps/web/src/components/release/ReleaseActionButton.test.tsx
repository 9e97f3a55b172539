import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { release, releasePage } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { Session } from '../../lib/session';

const session: Session = {
  token: 'tok-123',
  user: { id: 5, username: 'anna', email: 'anna@example.org', role: 'USER' },
};
const item = release({ id: 42, name: 'Metropolis.1927.German.1080p-GRP' });

function renderCatalogue(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ '/api/releases': () => json(releasePage([item])), ...handlers });
  renderApp('/releases', { session });
  return fetchMock;
}

describe('download and cart for signed-in users', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:nzb');
    URL.revokeObjectURL = vi.fn();
  });

  it('downloads the NZB with the token and names the file after the release', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = renderCatalogue({
      '/api/releases/42/nzb-download': () =>
        new Response('<nzb/>', { headers: { 'Content-Type': 'application/x-nzb' } }),
    });
    const button = await screen.findByRole('button', { name: /^NZB herunterladen/ });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('Download gestartet: Metropolis.1927.German.1080p-GRP')).toBeDefined();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('nzb-download'))!;
    expect(call[1]?.method).toBe('POST');
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer tok-123');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('Metropolis.1927.German.1080p-GRP.nzb');
  });

  it.each([
    [401, 'Download-Fehler: Bitte loggen Sie sich ein, um Releases herunterzuladen'],
    [404, 'Download-Fehler: Release nicht gefunden'],
    [403, 'Download-Fehler: Download-Limit erreicht'],
  ])('explains a %i answer', async (status, message) => {
    renderCatalogue({
      '/api/releases/42/nzb-download': () =>
        json({ statusCode: status, error: 'x', message: 'Server' }, status),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^NZB herunterladen/ }));
    expect(await screen.findByText(message)).toBeDefined();
  });

  it('passes on the server message of other failures, or a general text', async () => {
    renderCatalogue({
      '/api/releases/42/nzb-download': () => new Response('kaputt', { status: 502 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^NZB herunterladen/ }));
    expect(await screen.findByText('Download-Fehler: Unbekannter Fehler beim Download')).toBeDefined();
  });

  it('adds to the cart and confirms with the release name', async () => {
    renderCatalogue({ '/api/cart/add/42': () => json({ success: true }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Zum Warenkorb hinzufügen/ }));
    expect(
      await screen.findByText(
        '"Metropolis.1927.German.1080p-GRP" wurde erfolgreich zum Warenkorb hinzugefügt!',
      ),
    ).toBeDefined();
  });

  it.each([
    [401, 'Bitte loggen Sie sich ein, um Releases zum Warenkorb hinzuzufügen'],
    [404, 'Release nicht gefunden'],
    [409, 'Schon im Warenkorb'],
  ])('explains a cart answer %i', async (status, message) => {
    renderCatalogue({
      '/api/cart/add/42': () =>
        json({ statusCode: status, error: 'Conflict', message: 'Schon im Warenkorb' }, status),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Zum Warenkorb hinzufügen/ }));
    expect(await screen.findByText(message)).toBeDefined();
  });
});
