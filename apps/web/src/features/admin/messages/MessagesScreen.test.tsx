import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@nzbkino/api-types';
import { json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin, pageOf } from '../test/fixtures';

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 1,
  name: 'Erika Muster',
  email: 'erika@example.org',
  subject: 'Frage zur API',
  message: 'Hallo,\nwie richte ich Sonarr ein?',
  createdAt: '2026-03-01T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  ...overrides,
});

/** A page of messages as the server answers it, with the count of open ones. */
const messagesPage = (items: ContactMessage[], page = 1, totalPages = 1, openCount = items.length) => ({
  ...pageOf('messages', items, page, totalPages),
  openCount,
});

describe('admin: contact messages', () => {
  it('lists the contact form’s messages with sender, reply link and text, and pages through them', async () => {
    const server = mockApi({
      'GET /api/admin/contact-messages': (request) =>
        json(
          messagesPage(
            request.url.searchParams.get('page') === '2'
              ? [message({ id: 3, subject: null, name: 'Max', email: 'max@example.org' })]
              : [message(), message({ id: 2, subject: 'Zweite' })],
            Number(request.url.searchParams.get('page') ?? 1),
            2,
          ),
        ),
    });
    renderApp('/admin/messages', { session: admin });
    const list = await screen.findByRole('list', { name: 'Kontaktanfragen' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Frage zur API' })).toBeDefined();
    expect(within(first).getByText(/von Erika Muster/)).toBeDefined();
    expect(
      within(first).getByText('Hallo,\nwie richte ich Sonarr ein?', { normalizer: (s) => s }),
    ).toBeDefined();
    expect(within(first).getByRole('link', { name: 'erika@example.org' }).getAttribute('href')).toBe(
      'mailto:erika@example.org?subject=Re%3A%20Frage%20zur%20API',
    );
    expect(server.last('GET /api/admin/contact-messages')?.url.searchParams.get('limit')).toBe('25');

    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() =>
      expect(server.last('GET /api/admin/contact-messages')?.url.searchParams.get('page')).toBe('2'),
    );
    expect(await screen.findByRole('heading', { name: '(ohne Betreff)' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'max@example.org' }).getAttribute('href')).toBe(
      'mailto:max@example.org?subject=Deine%20Nachricht',
    );
  });

  it('moves a link past the last page to the last page, in place', async () => {
    const server = mockApi({
      'GET /api/admin/contact-messages': (request) =>
        json(messagesPage([message()], Number(request.url.searchParams.get('page') ?? 1), 2)),
    });
    const { router } = renderApp('/admin/messages?page=9', { session: admin });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(server.last('GET /api/admin/contact-messages')?.url.searchParams.get('page')).toBe('2'),
    );
  });

  it('says so when no message is open', async () => {
    mockApi({ 'GET /api/admin/contact-messages': () => json(messagesPage([])) });
    renderApp('/admin/messages', { session: admin });
    expect(await screen.findByText('Keine offenen Nachrichten.')).toBeDefined();
  });

  it('shows the open messages first, marks one done, and finds it under "Erledigt" with who and when', async () => {
    let stored = message();
    const server = mockApi({
      'GET /api/admin/contact-messages': (request) => {
        const status = request.url.searchParams.get('status');
        const open = stored.handledAt === null;
        const shown = status === null || (status === 'open') === open ? [stored] : [];
        return json(messagesPage(shown, 1, 1, open ? 1 : 0));
      },
      'PUT /api/admin/contact-messages/{id}': (put) => {
        const { handled } = put.body as { handled: boolean };
        stored = handled
          ? { ...stored, handledAt: '2026-03-02T09:30:00.000Z', handledBy: 'admin' }
          : { ...stored, handledAt: null, handledBy: null };
        return json(stored);
      },
    });
    renderApp('/admin/messages', { session: admin });
    const list = await screen.findByRole('list', { name: 'Kontaktanfragen' });
    expect(server.last('GET /api/admin/contact-messages')?.url.searchParams.get('status')).toBe('open');
    expect(screen.getByText('1 Nachricht')).toBeDefined();
    fireEvent.click(within(list).getByRole('button', { name: 'Als erledigt markieren' }));
    expect(await screen.findByText('Nachricht als erledigt markiert.')).toBeDefined();
    expect(server.last('PUT /api/admin/contact-messages/{id}')?.body).toEqual({ handled: true });
    expect(await screen.findByText('Keine offenen Nachrichten.')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'handled' } });
    const done = await screen.findByRole('list', { name: 'Kontaktanfragen' });
    expect(server.last('GET /api/admin/contact-messages')?.url.searchParams.get('status')).toBe('handled');
    expect(within(done).getByText(/^Erledigt am .* von admin$/)).toBeDefined();
    fireEvent.click(within(done).getByRole('button', { name: 'Wieder öffnen' }));
    expect(await screen.findByText('Nachricht wieder geöffnet.')).toBeDefined();
    expect(server.last('PUT /api/admin/contact-messages/{id}')?.body).toEqual({ handled: false });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() =>
      expect(server.last('GET /api/admin/contact-messages')?.url.searchParams.has('status')).toBe(false),
    );
    expect(await screen.findByText('1 Nachricht · 1 offen')).toBeDefined();
  });
});
