import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@nzbkino/api-types';
import { json, mockApi, serverError, type Handlers } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

const release: Notification = {
  id: 7,
  type: 'release',
  title: 'Neues Release: Elbnebel',
  message: 'S01E03 ist da',
  read: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  movieId: null,
  seriesId: 12,
  link: '/series/elbnebel-2017',
};
const system: Notification = {
  ...release,
  id: 8,
  type: 'system',
  title: 'Wartung heute Nacht',
  message: 'Kurze Pause ab 2 Uhr',
  seriesId: null,
  link: null,
};
const movie: Notification = {
  ...release,
  id: 9,
  title: 'Neues Release: Metropolis',
  message: '1080p',
  read: true,
  seriesId: null,
  movieId: 3,
  link: null,
};

/** A fake server that keeps the member's notifications and answers as the real one does. */
function setup(initial: Notification[], handlers: Handlers = {}) {
  let items = [...initial];
  const unread = () => items.filter((item) => !item.read).length;
  const server = mockApi({
    'GET /api/notifications': () => json({ notifications: items, unreadCount: unread() }),
    'POST /api/notifications/{id}/read': ({ params }) => {
      items = items.map((item) => (String(item.id) === params.id ? { ...item, read: true } : item));
      return json({ success: true, unreadCount: unread() });
    },
    'POST /api/notifications/mark-all-read': () => {
      items = items.map((item) => ({ ...item, read: true }));
      return json({ success: true, unreadCount: 0 });
    },
    'DELETE /api/notifications/{id}': ({ params }) => {
      items = items.filter((item) => String(item.id) !== params.id);
      return json({ success: true, unreadCount: unread() });
    },
    ...handlers,
  });
  const app = renderApp('/faq', { session: session() });
  return {
    server,
    app,
    add: (notification: Notification) => (items = [notification, ...items]),
  };
}

const header = () => screen.getByRole('banner');
const bell = (name: string | RegExp = /^Benachrichtigungen/) =>
  within(header()).getByRole('button', { name });
const dropdown = () => screen.getByRole('region', { name: 'Benachrichtigungen' });

afterEach(() => vi.useRealTimers());

describe('notification bell', () => {
  it('shows the unread count and lists the notifications, unread ones marked', async () => {
    setup([release, system, movie]);
    const button = await waitFor(() => bell('Benachrichtigungen (2 ungelesen)'));
    expect(within(button).getByText('2')).toBeTruthy();
    fireEvent.click(button);
    const items = within(dropdown()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('img', { name: 'Ungelesen' })).toBeTruthy();
    expect(within(items[2]!).queryByRole('img', { name: 'Ungelesen' })).toBeNull();
    expect(within(dropdown()).getByText('S01E03 ist da')).toBeTruthy();
  });

  it('marks one read, removes one and marks all read; the badge follows and is gone at 0', async () => {
    const { server } = setup([release, system, movie]);
    fireEvent.click(await waitFor(() => bell('Benachrichtigungen (2 ungelesen)')));
    fireEvent.click(
      within(dropdown()).getByRole('button', { name: `Als gelesen markieren: ${release.title}` }),
    );
    await waitFor(() => bell('Benachrichtigungen (1 ungelesen)'));
    fireEvent.click(within(dropdown()).getByRole('button', { name: `Entfernen: ${movie.title}` }));
    await waitFor(() => expect(within(dropdown()).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(dropdown()).getByRole('button', { name: 'Alle als gelesen markieren' }));
    await waitFor(() => bell('Benachrichtigungen'));
    expect(within(header()).queryByTestId('notification-badge')).toBeNull();
    const calls = server.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => request.path);
    expect(calls).toEqual([
      '/api/notifications/7/read',
      '/api/notifications/9',
      '/api/notifications/mark-all-read',
    ]);
  });

  it('opens the title page of a notification and marks it read; without a link the id route', async () => {
    const { app } = setup([release, movie]);
    fireEvent.click(await waitFor(() => bell('Benachrichtigungen (1 ungelesen)')));
    fireEvent.click(
      within(dropdown()).getByRole('button', { name: new RegExp(`^(Ungelesen )?${release.title}`) }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/series/elbnebel-2017'));
    // The member opens the bell again once the page is shown (this fake server knows no series):
    // while the navigation is still rendering, the header belongs to the page before, and a
    // menu opened there closes with it.
    await screen.findByRole('heading', { level: 1, name: 'Serie nicht gefunden' });
    await waitFor(() => bell('Benachrichtigungen'));
    fireEvent.click(bell());
    fireEvent.click(
      within(dropdown()).getByRole('button', { name: new RegExp(`^(Ungelesen )?${movie.title}`) }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/movies/3'));
  });

  it("says 'Keine Benachrichtigungen' when there are none, and when loading fails", async () => {
    setup([], { 'GET /api/notifications': () => serverError() });
    fireEvent.click(await waitFor(() => bell('Benachrichtigungen')));
    expect(within(dropdown()).getByText('Keine Benachrichtigungen')).toBeTruthy();
  });

  it('asks the server again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { add } = setup([movie]);
    await waitFor(() => bell('Benachrichtigungen'));
    add(release);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(bell().getAttribute('aria-label')).toBe('Benachrichtigungen');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => bell('Benachrichtigungen (1 ungelesen)'));
  });

  it('is not there for visitors', () => {
    mockApi();
    renderApp('/faq');
    expect(within(header()).queryByRole('button', { name: /^Benachrichtigungen/ })).toBeNull();
  });
});
