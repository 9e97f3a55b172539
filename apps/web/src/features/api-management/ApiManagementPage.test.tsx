import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import type { ApiKeyStatus } from '@nzbkino/api-types';
import { session } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

const KEY = 'a'.repeat(64);

function setup(exists: boolean) {
  let state: ApiKeyStatus = { exists, createdAt: exists ? '2026-03-01T12:00:00.000Z' : null };
  const fetchMock = mockApi({
    'GET /api/users/api-key': () => json(state),
    'DELETE /api/users/api-key': () => {
      state = { exists: false, createdAt: null };
      return json({ success: true as const });
    },
    'POST /api/users/generate-api-key': () => {
      const createdAt = '2026-04-02T12:00:00.000Z';
      state = { exists: true, createdAt };
      return json({ apiKey: KEY, createdAt });
    },
  });
  return { fetchMock, ...renderApp('/api-management', { session: session({ role: 'PREMIUM' }) }) };
}

describe('API management page', () => {
  it('shows that no key exists, generates one and reveals it once with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    setup(false);
    expect(
      await screen.findByText('Sie haben noch keinen API-Schlüssel.', {
        selector: '[data-testid="api-key-status"]',
      }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'API-Schlüssel erzeugen' }));
    expect(await screen.findByText('Ihr neuer API-Schlüssel')).toBeDefined();
    expect(
      screen.getByText('Kopieren Sie den Schlüssel jetzt: Er wird nur dieses eine Mal angezeigt.'),
    ).toBeDefined();
    expect((screen.getByLabelText('API-Schlüssel') as HTMLInputElement).value).toBe(KEY);
    expect(screen.getByTestId('api-key-status').textContent).toBe(
      'Ein API-Schlüssel ist aktiv (erstellt am 02.04.2026).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'API-Schlüssel kopieren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    expect(await screen.findByText('In die Zwischenablage kopiert.')).toBeDefined();
  });

  it('shows the values to paste, RSS feeds with a placeholder key and set-up notes per client', async () => {
    setup(true);
    expect(await screen.findByText('Ein API-Schlüssel ist aktiv (erstellt am 01.03.2026).')).toBeDefined();
    const origin = window.location.origin;
    expect((screen.getByLabelText('URL (Adresse der Seite)') as HTMLInputElement).value).toBe(origin);
    expect((screen.getByLabelText('API-Pfad') as HTMLInputElement).value).toBe('/api');
    expect((screen.getByLabelText('Neueste Releases') as HTMLInputElement).value).toBe(
      `${origin}/rss?dl=1&apikey=IHR_API_KEY`,
    );
    expect(
      (screen.getByLabelText('Merkliste: Filme (neue Releases Ihrer gemerkten Filme)') as HTMLInputElement)
        .value,
    ).toBe(`${origin}/rss/mymovies?dl=1&apikey=IHR_API_KEY`);
    expect(
      (screen.getByLabelText('Merkliste: Serien (neue Releases Ihrer gemerkten Serien)') as HTMLInputElement)
        .value,
    ).toBe(`${origin}/rss/myshows?dl=1&apikey=IHR_API_KEY`);
    expect(screen.getByText(/wird nur beim Erzeugen angezeigt/)).toBeDefined();
    expect(screen.queryByText(/folgt in einer späteren Version/)).toBeNull();
    for (const client of ['Sonarr', 'Radarr', 'Prowlarr', 'NZBHydra2', 'NZBGet'])
      expect(screen.getByText(client, { selector: 'summary' })).toBeDefined();
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it('fills the key into the feed addresses while it is shown', async () => {
    setup(false);
    fireEvent.click(await screen.findByRole('button', { name: 'API-Schlüssel erzeugen' }));
    await screen.findByText('Ihr neuer API-Schlüssel');
    expect(
      (screen.getByLabelText('Warenkorb (gezogene Releases verlassen den Warenkorb)') as HTMLInputElement)
        .value,
    ).toBe(`${window.location.origin}/rss/cart?dl=1&del=1&apikey=${KEY}`);
  });

  it('explains to a Basic member that the API needs Premium, and offers no key', async () => {
    const fetchMock = mockApi({});
    renderApp('/api-management', { session: session({ role: 'USER' }) });
    expect(await screen.findByText('Die API ist Premium und VIP vorbehalten')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Premium ansehen' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'API-Schlüssel erzeugen' })).toBeNull();
    expect(fetchMock.to('POST /api/users/generate-api-key')).toHaveLength(0);
  });

  it('asks before replacing or revoking a key', async () => {
    const { fetchMock } = setup(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Neuen Schlüssel erzeugen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuen API-Schlüssel erzeugen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(fetchMock.to('POST /api/users/generate-api-key')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Schlüssel widerrufen' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'API-Schlüssel widerrufen?' })).getByRole('button', {
        name: 'Ja, fortfahren',
      }),
    );
    expect(
      await screen.findByText('Sie haben noch keinen API-Schlüssel.', {
        selector: '[data-testid="api-key-status"]',
      }),
    ).toBeDefined();
    const revoke = fetchMock.last('DELETE /api/users/api-key');
    expect(revoke?.headers.get('Authorization')).toBe('Bearer tok-mia');
  });
});
