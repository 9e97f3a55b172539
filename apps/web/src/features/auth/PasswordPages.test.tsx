import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../test/api-mock';
import { fill } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

const SAME_ANSWER = 'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link gesendet.';

describe('forgot-password page', () => {
  it('sends the address and shows the server’s one answer', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/forgot-password': () => json({ message: SAME_ANSWER }) });
    renderApp('/auth/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeDefined();
    fill('E-Mail', 'nein');
    expect(await screen.findByText('Ungültige E-Mail')).toBeDefined();
    fill('E-Mail', 'mia@example.org');
    const button = screen.getByRole('button', { name: 'Link senden' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole('status')).textContent).toBe(SAME_ANSWER);
    expect(fetchMock.last('POST /api/auth/forgot-password')?.body).toEqual({ email: 'mia@example.org' });
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' }).getAttribute('href')).toBe(
      '/auth/signin',
    );
  });

  it('shows the rate limit with its countdown', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () =>
        apiError(429, 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.', { blockTime: 61 }),
    });
    renderApp('/auth/forgot-password');
    fill(await screen.findByLabelText('E-Mail').then(() => 'E-Mail'), 'mia@example.org');
    const button = screen.getByRole('button', { name: 'Link senden' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
    expect(alert.textContent).toMatch(/Erneut möglich in 1:0[01]/);
  });
});

describe('reset-password page', () => {
  it('sets the new password with the token from the link, then goes to sign-in', async () => {
    const token = 'A'.repeat(43);
    const fetchMock = mockApi({
      'POST /api/auth/reset-password': () => json({ message: 'ok' }),
    });
    const { router } = renderApp(`/auth/reset-password?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Neues Passwort vergeben' })).toBeDefined();
    fill('Neues Passwort', 'Neues-Passwort-2');
    expect(await screen.findByRole('meter', { name: 'Passwortstärke' })).toBeDefined();
    fill('Passwort bestätigen', 'Anders-2');
    expect(await screen.findByText('Passwörter stimmen nicht überein')).toBeDefined();
    fill('Passwort bestätigen', 'Neues-Passwort-2');
    const button = screen.getByRole('button', { name: 'Passwort speichern' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(
      await screen.findByText('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.'),
    ).toBeDefined();
    expect(fetchMock.last('POST /api/auth/reset-password')?.body).toEqual({
      token,
      password: 'Neues-Passwort-2',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'), { timeout: 3000 });
  });

  it('explains a used or expired link and offers a new one', async () => {
    mockApi({
      'POST /api/auth/reset-password': () =>
        apiError(400, 'Der Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits benutzt.'),
    });
    renderApp(`/auth/reset-password?token=${'B'.repeat(43)}`);
    fill(await screen.findByLabelText('Neues Passwort').then(() => 'Neues Passwort'), 'Neues-Passwort-2');
    fill('Passwort bestätigen', 'Neues-Passwort-2');
    const button = screen.getByRole('button', { name: 'Passwort speichern' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('bereits benutzt');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('says so when the link carries no token', async () => {
    mockApi();
    renderApp('/auth/reset-password');
    expect(
      await screen.findByText(
        'Dieser Link ist unvollständig oder abgelaufen. Bitte fordern Sie einen neuen an.',
      ),
    ).toBeDefined();
  });
});
