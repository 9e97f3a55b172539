import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminNews } from '@nzbkino/api-types';
import { json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin, pageOf } from '../test/fixtures';

function newsItem(overrides: Partial<AdminNews> = {}): AdminNews {
  return {
    id: 5,
    title: 'Wartung am Sonntag',
    content: 'Von 2 bis 4 Uhr.',
    isActive: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    reactions: 2,
    ...overrides,
  };
}

describe('admin: news', () => {
  it('creates an item, publishes a draft, edits and deletes one', async () => {
    let items = [newsItem()];
    const server = mockApi({
      'GET /api/admin/news': () => json(pageOf('news', items)),
      'POST /api/admin/news': (request) => {
        const created = newsItem({ id: 6, ...(request.body as Partial<AdminNews>) });
        items = [created, ...items];
        return json(created, 201);
      },
      'POST /api/admin/news/{id}/publish': () => {
        items = items.map((item) => (item.id === 5 ? { ...item, isActive: true } : item));
        return json(items.find((item) => item.id === 5)!);
      },
      'PUT /api/admin/news/{id}': (request) =>
        json({ ...newsItem(), ...(request.body as Partial<AdminNews>) }),
      'DELETE /api/admin/news/{id}': () => {
        items = items.filter((item) => item.id !== 5);
        return json({ message: 'News gelöscht.' });
      },
    });
    renderApp('/admin/news', { session: admin });
    const list = await screen.findByRole('list', { name: 'News' });
    expect(within(list).getByText('Entwurf')).toBeDefined();
    expect(within(list).getByText(/2 Reaktionen/)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Neue News' }));
    let dialog = screen.getByRole('dialog', { name: 'Neue News' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte einen Titel angeben.');
    fireEvent.change(within(dialog).getByLabelText('Titel'), { target: { value: 'Neue Funktionen' } });
    fireEvent.change(within(dialog).getByLabelText('Text'), { target: { value: 'Die Merkliste ist da.' } });
    fireEvent.click(within(dialog).getByLabelText('Sofort veröffentlichen'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Neue Funktionen“ angelegt und veröffentlicht.')).toBeDefined();
    expect(server.last('POST /api/admin/news')?.body).toEqual({
      title: 'Neue Funktionen',
      content: 'Die Merkliste ist da.',
      isActive: true,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('„Wartung am Sonntag“ ist veröffentlicht.')).toBeDefined();
    expect(server.last('POST /api/admin/news/{id}/publish')?.params).toEqual({ id: '5' });

    fireEvent.click(screen.getByRole('button', { name: 'Wartung am Sonntag bearbeiten' }));
    dialog = screen.getByRole('dialog', { name: 'News bearbeiten' });
    fireEvent.change(within(dialog).getByLabelText('Text'), { target: { value: 'Von 2 bis 5 Uhr.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('„Wartung am Sonntag“ gespeichert.')).toBeDefined();
    expect(server.last('PUT /api/admin/news/{id}')?.body).toMatchObject({ content: 'Von 2 bis 5 Uhr.' });

    fireEvent.click(screen.getByRole('button', { name: 'Wartung am Sonntag löschen' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'News löschen?' })).getByRole('button', { name: 'Löschen' }),
    );
    expect(await screen.findByText('„Wartung am Sonntag“ wurde gelöscht.')).toBeDefined();
  });

  it('moves a link past the last page to the last page, in place', async () => {
    const server = mockApi({
      'GET /api/admin/news': (request) =>
        json(pageOf('news', [newsItem()], Number(request.url.searchParams.get('page') ?? 1), 2)),
    });
    const { router } = renderApp('/admin/news?page=9', { session: admin });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(server.last('GET /api/admin/news')?.url.searchParams.get('page')).toBe('2'));
    expect(await screen.findByRole('list', { name: 'News' })).toBeDefined();
  });
});
