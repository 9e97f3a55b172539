import '../../../test/setup';
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
  ...overrides,
});

describe('admin: contact messages', () => {
  it('lists the contact form’s messages with sender, reply link and text, and pages through them', async () => {
    const server = mockApi({
      'GET /api/admin/contact-messages': (request) =>
        json(
          pageOf(
            'messages',
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
        json(pageOf('messages', [message()], Number(request.url.searchParams.get('page') ?? 1), 2)),
    });
    const { router } = renderApp('/admin/messages?page=9', { session: admin });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(server.last('GET /api/admin/contact-messages')?.url.searchParams.get('page')).toBe('2'),
    );
  });

  it('says so when no message has come in', async () => {
    mockApi({ 'GET /api/admin/contact-messages': () => json(pageOf('messages', [])) });
    renderApp('/admin/messages', { session: admin });
    expect(await screen.findByText('Noch keine Nachrichten.')).toBeDefined();
  });
});
