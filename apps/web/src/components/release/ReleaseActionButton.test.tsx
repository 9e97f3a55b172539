import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { release, releasePage } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const item = release({ id: 42, name: 'Metropolis.1927.German.1080p-GRP' });

// The server has no download or cart routes yet (issue 11): the buttons must not call any.
describe('download and cart until the server offers them', () => {
  it.each([null, session()])('are disabled, say so, and request nothing (session: %s)', async (user) => {
    const server = mockApi({ 'GET /api/releases': () => json(releasePage([item])) });
    renderApp('/releases', { session: user });
    const download = await screen.findByRole('button', {
      name: 'NZB herunterladen: Metropolis.1927.German.1080p-GRP (folgt in Kürze)',
    });
    const cart = screen.getByRole('button', {
      name: 'Zum Warenkorb hinzufügen: Metropolis.1927.German.1080p-GRP (folgt in Kürze)',
    });
    expect(download.hasAttribute('disabled')).toBe(true);
    expect(cart.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('NZB-Downloads und der Warenkorb folgen in Kürze.')).toBeDefined();

    const before = server.requests.length;
    fireEvent.click(download);
    fireEvent.click(cart);
    expect(server.requests.length).toBe(before);
    expect(server.paths().every((path) => !/nzb-download|\/cart\//.test(path))).toBe(true);
  });
});
