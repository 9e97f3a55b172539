import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChangelogEntry } from '@nzbkino/api-types';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockApi, serverError, text, type Reply } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const entries: ChangelogEntry[] = [
  {
    id: 2,
    version: 'v1.1.0-beta.1',
    isPrerelease: true,
    releaseDate: '2025-03-15T10:00:00.000Z',
    title: 'Merkliste',
    description: 'Filme und Serien merken.',
    changes: [{ type: 'added', items: ['Merkliste für Filme', 'Merkliste für Serien'] }],
  },
  {
    id: 1,
    version: 'v1.0.0',
    isPrerelease: false,
    releaseDate: '2025-01-02T10:00:00.000Z',
    title: 'Erste Version',
    description: 'Der Start.',
    changes: [
      { type: 'fixed', items: ['Suche findet Umlaute'] },
      { type: 'security', items: ['Passwörter mit argon2id'] },
    ],
  },
];

async function openChangelog() {
  const versionButton = await within(screen.getByRole('contentinfo')).findByRole('button', {
    name: 'v1.1.0',
  });
  // A real click focuses the button first; fireEvent does not.
  versionButton.focus();
  fireEvent.click(versionButton);
  return { versionButton, dialog: await screen.findByRole('dialog', { name: 'Changelog' }) };
}

describe('changelog dialog', () => {
  it('shows a loading text, then every version with its changes', async () => {
    const answer = deferred<Reply<ChangelogEntry[]>>();
    mockApi({
      'GET /api/changelog/latest-version': () => text('v1.1.0'),
      'GET /api/changelog': () => answer.promise,
    });
    renderApp('/');

    const { dialog } = await openChangelog();
    expect(within(dialog).getByText('Lade Changelog...')).toBeDefined();

    answer.resolve(json(entries));
    const items = await within(dialog).findAllByRole('article');
    expect(items).toHaveLength(2);

    const [beta, first] = items as [HTMLElement, HTMLElement];
    expect(within(beta).getByRole('heading', { name: 'v1.1.0-beta.1' })).toBeDefined();
    expect(within(beta).getByText('Pre-Release')).toBeDefined();
    expect(within(beta).getByText('15.03.2025')).toBeDefined();
    expect(within(beta).getByText('Merkliste')).toBeDefined();
    expect(within(beta).getByText('Filme und Serien merken.')).toBeDefined();
    expect(within(beta).getByRole('heading', { name: 'Hinzugefügt' })).toBeDefined();
    expect(
      within(beta)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Merkliste für Filme', 'Merkliste für Serien']);

    expect(within(first).queryByText('Pre-Release')).toBeNull();
    expect(within(first).getByText('02.01.2025')).toBeDefined();
    expect(within(first).getByRole('heading', { name: 'Behoben' })).toBeDefined();
    expect(within(first).getByRole('heading', { name: 'Sicherheit' })).toBeDefined();
    expect(within(first).getByText('Suche findet Umlaute')).toBeDefined();
  });

  it('says so when there are no entries yet', async () => {
    mockApi({
      'GET /api/changelog/latest-version': () => text('v1.1.0'),
      'GET /api/changelog': () => json([]),
    });
    renderApp('/');
    const { dialog } = await openChangelog();
    expect(await within(dialog).findByText('Noch keine Changelog-Einträge verfügbar.')).toBeDefined();
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    mockApi({
      'GET /api/changelog/latest-version': () => text('v1.1.0'),
      'GET /api/changelog': () => (++calls === 1 ? serverError() : json(entries)),
    });
    renderApp('/');
    const { dialog } = await openChangelog();

    expect(await within(dialog).findByText('Der Changelog konnte nicht geladen werden.')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(dialog).findAllByRole('article')).toHaveLength(2);
  });

  it('is a labelled modal that takes focus and closes with Escape, returning focus', async () => {
    mockApi({ 'GET /api/changelog/latest-version': () => text('v1.1.0') });
    renderApp('/');
    const { dialog, versionButton } = await openChangelog();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(versionButton);
  });

  it('closes on a backdrop click and with the close button', async () => {
    mockApi({ 'GET /api/changelog/latest-version': () => text('v1.1.0') });
    renderApp('/');

    await openChangelog();
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();

    const { dialog } = await openChangelog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
