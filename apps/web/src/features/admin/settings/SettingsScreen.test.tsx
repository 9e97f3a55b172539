import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSettings } from '@nzbkino/api-types';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin } from '../test/fixtures';

const settings: AdminSettings = {
  siteName: 'NZBKino',
  registrationOpen: true,
  downloadLimits: { USER: 10, PREMIUM: 100, VIP: null, ADMIN: null },
  apiLimits: { PREMIUM: 1000, VIP: 5000, ADMIN: null },
  requestOpenLimit: 5,
  tmdb: { apiKey: '••••abcd' },
  smtp: {
    host: 'smtp.example.org',
    port: 587,
    secure: false,
    user: 'mailer',
    password: '••••wxyz',
    from: 'NZBKino <noreply@example.org>',
  },
  ntfy: { url: 'https://ntfy.sh', token: null },
  updatedAt: { downloadLimits: '2026-02-01T10:00:00.000Z' },
};

describe('admin: site settings', () => {
  it('shows secrets only masked, keeps an empty secret, sends new limits and a removed password', async () => {
    const server = mockApi({
      'GET /api/admin/settings': () => json(settings),
      'PUT /api/admin/settings': () => json(settings),
    });
    renderApp('/admin/settings', { session: admin });
    const tmdb = await screen.findByLabelText('TMDb-API-Key');
    expect((tmdb as HTMLInputElement).value).toBe('');
    expect((tmdb as HTMLInputElement).type).toBe('password');
    expect(screen.getByText('Gespeichert: ••••abcd – leer lassen, um ihn zu behalten.')).toBeDefined();
    expect(screen.getByText(/^Zuletzt geändert: 01\.02\.2026, \d\d:00$/)).toBeDefined();
    expect((screen.getByLabelText('Download-Limits (je 24 Stunden): VIP') as HTMLInputElement).value).toBe(
      '',
    );

    fireEvent.change(screen.getByLabelText('Download-Limits (je 24 Stunden): Basic'), {
      target: { value: '20' },
    });
    fireEvent.change(screen.getByLabelText('API-Limits (Anfragen je 24 Stunden): Premium'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByLabelText('Entfernen: Passwort'));
    fireEvent.change(screen.getByLabelText('Zugriffstoken'), { target: { value: 'tk_neu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));

    expect(await screen.findByText('Einstellungen gespeichert.')).toBeDefined();
    const body = server.last('PUT /api/admin/settings')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('tmdb');
    expect(body.downloadLimits).toEqual({ USER: 20, PREMIUM: 100, VIP: null, ADMIN: null });
    expect(body.apiLimits).toEqual({ PREMIUM: null, VIP: 5000, ADMIN: null });
    expect(body.smtp).toEqual({
      host: 'smtp.example.org',
      port: 587,
      secure: false,
      user: 'mailer',
      from: 'NZBKino <noreply@example.org>',
      password: null,
    });
    expect(body.ntfy).toEqual({ url: 'https://ntfy.sh', token: 'tk_neu' });
  });

  it('refuses a limit that is no whole number before sending, and shows the server’s refusal', async () => {
    const server = mockApi({
      'GET /api/admin/settings': () => json(settings),
      'PUT /api/admin/settings': () =>
        apiError(400, 'Die ntfy-Adresse muss mit http:// oder https:// beginnen'),
    });
    renderApp('/admin/settings', { session: admin });
    fireEvent.change(await screen.findByLabelText('Download-Limits (je 24 Stunden): Premium'), {
      target: { value: '1,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(within(screen.getByRole('alert')).getByText(/Premium: bitte eine ganze Zahl ab 0/)).toBeDefined();
    expect(server.to('PUT /api/admin/settings')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Download-Limits (je 24 Stunden): Premium'), {
      target: { value: '150' },
    });
    fireEvent.change(screen.getByLabelText('ntfy-Server'), { target: { value: 'ntfy.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Die ntfy-Adresse muss mit http:// oder https:// beginnen')).toBeDefined();
  });
});
