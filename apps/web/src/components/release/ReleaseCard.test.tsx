import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { movieDetail, release, releasePage } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const NAME = 'Die.Nibelungen.Siegfried.1924.German.1080p.BluRay.x264-RHEiNGOLD';

function phone(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('releases on a phone (below 640 px)', () => {
  beforeEach(() => phone(true));

  it('the release list shows cards: name broken at its dots, badges, buttons in reach', async () => {
    mockApi({
      'GET /api/releases': () => json(releasePage([release({ id: 5, name: NAME, group: 'RHEiNGOLD' })])),
    });
    renderApp('/releases', { session: session() });
    const list = await screen.findByRole('list', { name: 'Releases' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem');
    const name = within(card).getByRole('link', { name: NAME });
    // A break opportunity after every dot and dash, none inside "RHEiNGOLD".
    expect(name.querySelectorAll('wbr')).toHaveLength(NAME.split(/[.-]/).length - 1);
    expect(within(card).getByText('Film')).toBeDefined();
    expect(within(card).getByText('1080p')).toBeDefined();
    expect(within(card).getByRole('img', { name: 'Deutsch' })).toBeDefined();
    expect(within(card).getByRole('button', { name: `NZB herunterladen: ${NAME}` })).toBeDefined();
    expect(within(card).getByRole('button', { name: `Zum Warenkorb hinzufügen: ${NAME}` })).toBeDefined();
  });

  it('a movie page shows its releases as cards with NFO and the download count', async () => {
    mockApi({
      'GET /api/movies/{slugOrId}': () => json(movieDetail()),
      'GET /api/movies/{slugOrId}/releases': () =>
        json([release({ id: 9, name: NAME, nfoPath: 'nfo/x.nfo', grabs: 12 })]),
      'GET /api/movies/{slugOrId}/related': () => json([]),
    });
    renderApp('/movies/metropolis-1927');
    const list = await screen.findByRole('list', { name: 'Releases' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('button', { name: `NFO anzeigen: ${NAME}` })).toBeDefined();
    expect(within(card).getByText('12-mal heruntergeladen')).toBeDefined();
    expect(within(card).getByText('H.264 · DTS')).toBeDefined();
  });

  it('wide screens keep the table', async () => {
    phone(false);
    mockApi({ 'GET /api/releases': () => json(releasePage([release({ id: 5, name: NAME })])) });
    renderApp('/releases');
    expect(await screen.findByRole('table')).toBeDefined();
  });
});
