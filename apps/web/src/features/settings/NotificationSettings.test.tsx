import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NtfySettings } from '@nzbkino/api-types';
import { apiError, json, mockApi, type Handlers } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

const random: NtfySettings = {
  enabled: false,
  customTopic: null,
  topic: 'nzbkino-Q2xq7w0bY4uJ9sRt',
  serverUrl: 'https://ntfy.sh',
};

function setup(handlers: Handlers = {}) {
  let ntfy = { ...random };
  const server = mockApi({
    'GET /api/users/ntfy/settings': () => json(ntfy),
    'PUT /api/users/ntfy/settings': ({ body }) => {
      const { enabled, customTopic } = body as { enabled: boolean; customTopic: string | null };
      ntfy = { ...ntfy, enabled, customTopic, topic: customTopic ?? random.topic };
      return json(ntfy);
    },
    'POST /api/users/ntfy/test': () => json({ success: true, topic: ntfy.topic }),
    'GET /api/users/notification-mail': () => json({ enabled: false, lastDigestAt: null }),
    'PUT /api/users/notification-mail': ({ body }) =>
      json({ enabled: (body as { enabled: boolean }).enabled, lastDigestAt: null }),
    ...handlers,
  });
  renderApp('/settings', { session: session() });
  return server;
}

const push = () => screen.findByRole('region', { name: 'Push-Benachrichtigungen (ntfy)' });

describe('notification settings', () => {
  it('shows the random topic, switches push on with an own topic and sends a test message', async () => {
    const server = setup();
    const card = await push();
    await within(card).findByText(random.topic);
    fireEvent.click(within(card).getByLabelText('Push-Benachrichtigungen senden'));
    fireEvent.change(within(card).getByLabelText('Eigenes Topic (optional)'), {
      target: { value: 'mias_releases-2026' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Push-Einstellungen gespeichert');
    await within(card).findByText('mias_releases-2026', { selector: 'dd' });
    fireEvent.click(within(card).getByRole('button', { name: 'Testnachricht senden' }));
    await screen.findByText('Testnachricht an „mias_releases-2026“ gesendet');
    const saved = server.requests.find((request) => request.method === 'PUT')!;
    expect(saved.body).toEqual({ enabled: true, customTopic: 'mias_releases-2026' });
  });

  it('refuses a topic ntfy would refuse, and shows the server’s error for a failed test', async () => {
    const server = setup({
      'POST /api/users/ntfy/test': () =>
        apiError(502, 'Der ntfy-Server hat die Nachricht abgelehnt (HTTP 500).'),
    });
    const card = await push();
    await within(card).findByText(random.topic);
    const topic = within(card).getByLabelText('Eigenes Topic (optional)');
    fireEvent.change(topic, { target: { value: 'mit leerzeichen/und' } });
    expect(topic.getAttribute('aria-invalid')).toBe('true');
    expect((within(card).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Testnachricht senden' }));
    await screen.findByText('Der ntfy-Server hat die Nachricht abgelehnt (HTTP 500).');
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('switches the hourly mail digest on', async () => {
    const server = setup();
    const card = await screen.findByRole('region', { name: 'Benachrichtigungen per E-Mail' });
    const box = await within(card).findByLabelText('E-Mail-Zusammenfassung senden');
    fireEvent.click(box);
    await screen.findByText('E-Mail-Benachrichtigungen eingeschaltet');
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ enabled: true });
  });
});
