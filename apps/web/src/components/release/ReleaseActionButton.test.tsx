import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, file, json, mockApi, type Handlers } from '../../test/api-mock';
import { session, user } from '../../test/auth-fixtures';
import { release, releasePage } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const NAME = 'Metropolis.1927.German.1080p-GRP';
const item = release({ id: 42, name: NAME });
const saved: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  saved.length = 0;
  // jsdom has no object URLs and no downloads: record what would be saved.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:nzb'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: Promise.resolve(this.href) });
  });
});
afterEach(() => vi.restoreAllMocks());

function releasesPage(handlers: Handlers, signedIn: boolean) {
  const server = mockApi({ 'GET /api/releases': () => json(releasePage([item])), ...handlers });
  renderApp('/releases', { session: signedIn ? session() : null });
  return server;
}

async function button(name: RegExp | string) {
  return screen.findByRole('button', { name });
}

describe('download and cart buttons of the release list (spec 000 §8)', () => {
  it('are greyed out for visitors; a click explains and requests nothing', async () => {
    const server = releasesPage({}, false);
    const download = await button(`NZB herunterladen: ${NAME}`);
    expect(download.getAttribute('aria-disabled')).toBe('true');
    expect(download.getAttribute('title')).toBe(
      'Bitte einloggen oder registrieren, um diese Funktion zu nutzen',
    );
    fireEvent.click(download);
    expect(
      await screen.findByText(
        'Bitte loggen Sie sich ein oder registrieren Sie sich, um diese Funktion zum Herunterladen zu nutzen.',
      ),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: `Zum Warenkorb hinzufügen: ${NAME}` }));
    expect(
      await screen.findByText(
        'Bitte loggen Sie sich ein oder registrieren Sie sich, um diese Funktion für den Warenkorb zu nutzen.',
      ),
    ).toBeDefined();
    expect(server.paths().filter((path) => /nzb-download|\/cart/.test(path))).toEqual([]);
  });

  it('downloads the NZB as "{name}.nzb", says so and refreshes the profile', async () => {
    const server = releasesPage(
      {
        'POST /api/releases/{id}/nzb-download': () => file('<nzb/>', 'application/x-nzb'),
        'GET /api/users/profile': () => json(user({ email: 'neu@example.org' })),
      },
      true,
    );
    fireEvent.click(await button(`NZB herunterladen: ${NAME}`));
    expect(await screen.findByText(`Download gestartet: ${NAME}`)).toBeDefined();
    expect(saved.map((entry) => entry.name)).toEqual([`${NAME}.nzb`]);
    const request = server.last('POST /api/releases/{id}/nzb-download');
    expect(request?.params.id).toBe('42');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-mia');
    await waitFor(() => expect(server.to('GET /api/users/profile')).toHaveLength(1));
  });

  it('shows the server message after "Download-Fehler:" (limit reached)', async () => {
    releasesPage(
      { 'POST /api/releases/{id}/nzb-download': () => apiError(403, 'Download-Limit erreicht') },
      true,
    );
    fireEvent.click(await button(`NZB herunterladen: ${NAME}`));
    expect(await screen.findByText('Download-Fehler: Download-Limit erreicht')).toBeDefined();
    expect(saved).toEqual([]);
  });

  it('adds to the cart by path and says so; a second add says it is already there', async () => {
    let count = 0;
    const server = releasesPage(
      {
        'POST /api/cart/add/{id}': () => {
          count += 1;
          return json({
            success: true as const,
            message:
              count === 1
                ? 'Release wurde zum Warenkorb hinzugefügt!'
                : 'Das Release liegt bereits im Warenkorb.',
            count: 1,
          });
        },
      },
      true,
    );
    const cart = await button(`Zum Warenkorb hinzufügen: ${NAME}`);
    fireEvent.click(cart);
    expect(await screen.findByText(`"${NAME}" wurde erfolgreich zum Warenkorb hinzugefügt!`)).toBeDefined();
    await waitFor(() => expect(cart.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(cart);
    expect(await screen.findByText('Das Release liegt bereits im Warenkorb.')).toBeDefined();
    expect(server.to('POST /api/cart/add/{id}').map((request) => request.params.id)).toEqual(['42', '42']);
  });

  it('maps a 401 of the cart to the spec text', async () => {
    releasesPage({ 'POST /api/cart/add/{id}': () => apiError(401, 'Token abgelaufen') }, true);
    fireEvent.click(await button(`Zum Warenkorb hinzufügen: ${NAME}`));
    expect(
      await screen.findByText('Bitte loggen Sie sich ein, um Releases zum Warenkorb hinzuzufügen'),
    ).toBeDefined();
  });
});

describe('the release list table', () => {
  it('shows no hint that downloads come later', async () => {
    releasesPage({}, true);
    const table = await screen.findByRole('table');
    expect(within(table).queryByText(/folgen in Kürze/)).toBeNull();
  });
});
