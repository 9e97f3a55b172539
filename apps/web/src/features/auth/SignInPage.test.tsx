import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, foreignAnswer, json, mockApi, type Handler } from '../../test/api-mock';
import { captchaHandler, fill, user } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

function setup(
  login: Handler<'POST /api/auth/login'> = () => json({ access_token: 'tok', user: user() }),
  path = '/auth/signin',
) {
  const captcha = captchaHandler();
  const fetchMock = mockApi({
    'GET /api/auth/captcha': captcha,
    'POST /api/auth/login': login,
    'GET /api/users/profile': () => json(user()),
  });
  return { captcha, fetchMock, ...renderApp(path) };
}

const submit = () => screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement;

async function fillValid(identifier = 'mia', password = 'geheim-123') {
  await screen.findByRole('img', { name: 'Sicherheitscode: Rechenaufgabe als Bild' });
  fill('E-Mail oder Benutzername', identifier);
  fill('Passwort', password);
  fill('Sicherheitscode', '7');
}

describe('sign-in page', () => {
  it('has the fields, links and controls of spec 000 §2', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeDefined();
    expect(screen.getByLabelText('E-Mail oder Benutzername')).toBeDefined();
    expect(screen.getByLabelText('Passwort').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('Sicherheitscode')).toBeDefined();
    expect(await screen.findByRole('img', { name: 'Sicherheitscode: Rechenaufgabe als Bild' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Neuen Sicherheitscode laden' })).toBeDefined();
    expect((screen.getByLabelText('Angemeldet bleiben') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' }).getAttribute('href')).toBe(
      '/auth/signup',
    );
  });

  it('shows and hides the password', async () => {
    setup();
    const input = await screen.findByLabelText('Passwort');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort verbergen' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows a field’s rules only once it is touched, with error or success icon; submit waits for a valid form', async () => {
    setup();
    await screen.findByRole('img', { name: 'Sicherheitscode: Rechenaufgabe als Bild' });
    expect(screen.queryByText('Mindestens 3 Zeichen')).toBeNull();
    expect(screen.queryByText('E-Mail oder Benutzername erforderlich')).toBeNull();
    await waitFor(() => expect(submit().disabled).toBe(true));

    const identifier = fill('E-Mail oder Benutzername', 'ab');
    expect(await screen.findByText('Mindestens 3 Zeichen')).toBeDefined();
    expect(identifier.getAttribute('aria-invalid')).toBe('true');
    fill('E-Mail oder Benutzername', '');
    expect(await screen.findByText('E-Mail oder Benutzername erforderlich')).toBeDefined();
    fill('E-Mail oder Benutzername', 'mia');
    await waitFor(() => expect(screen.queryByText('E-Mail oder Benutzername erforderlich')).toBeNull());
    expect(identifier.parentElement?.querySelector('[data-tone="success"]')).not.toBeNull();

    fill('Passwort', '12345');
    expect(await screen.findByText('Mindestens 6 Zeichen')).toBeDefined();
    fill('Passwort', 'geheim-123');
    fill('Sicherheitscode', '');
    expect(await screen.findByText('Captcha lösen')).toBeDefined();
    expect(submit().disabled).toBe(true);
    fill('Sicherheitscode', '12');
    await waitFor(() => expect(submit().disabled).toBe(false));
  });

  it('signs in: sends identifier, password, remember and the captcha; stores the session in session storage; goes home after 1 s', async () => {
    const { fetchMock, router } = setup(() => json({ access_token: 'tok-1', user: user() }));
    await fillValid('mia@example.org');
    await waitFor(() => expect(submit().disabled).toBe(false));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submit());
    expect(await screen.findByText('Erfolgreich angemeldet!')).toBeDefined();
    expect(fetchMock.last('POST /api/auth/login')?.body).toEqual({
      identifier: 'mia@example.org',
      password: 'geheim-123',
      remember: false,
      captchaId: 'cap-1',
      captcha: '7',
    });
    expect(window.sessionStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(window.sessionStorage.getItem('user')!)).toMatchObject({ id: 7, username: 'mia' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/signin');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/');
  });

  it("keeps the session in local storage with 'Angemeldet bleiben' and returns to the returnUrl", async () => {
    const { router } = setup(
      () => json({ access_token: 'tok-2', user: user() }),
      '/auth/signin?returnUrl=%2Fsettings%3Ftab%3D2',
    );
    await fillValid();
    fireEvent.click(screen.getByLabelText('Angemeldet bleiben'));
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await screen.findByText('Erfolgreich angemeldet!');
    expect(window.localStorage.getItem('token')).toBe('tok-2');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), { timeout: 2500 });
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('never follows a returnUrl to another site', async () => {
    const { router } = setup(
      () => json({ access_token: 'tok-3', user: user() }),
      '/auth/signin?returnUrl=%2F%2Fevil.example',
    );
    await fillValid();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await screen.findByText('Erfolgreich angemeldet!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2500 });
  });

  it.each([
    [() => apiError(400, 'x', { requiresCaptcha: true }), 'Bitte lösen Sie das Captcha.'],
    [() => apiError(400, 'x', { captchaInvalid: true }), 'Ungültiger Sicherheitscode'],
    [
      () => apiError(401, 'Benutzername/E-Mail oder Passwort ist falsch.'),
      'Benutzername/E-Mail oder Passwort ist falsch.',
    ],
    [
      () => foreignAnswer('<html>Bad Gateway</html>', 502),
      'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    ],
  ])('shows the error text and a new captcha (%#)', async (answer, text) => {
    const { captcha } = setup(answer);
    await fillValid();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    await waitFor(() => expect(captcha.count()).toBe(2));
    expect((screen.getByLabelText('Sicherheitscode') as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Sicherheitscode/ }).getAttribute('data-captcha-id')).toBe(
        'cap-2',
      ),
    );
  });

  it('blocks the form with a countdown on 429 and frees it when the time is up', async () => {
    setup(() => apiError(429, 'Zu viele', { blockTime: 3 }));
    await fillValid();
    await waitFor(() => expect(submit().disabled).toBe(false));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    );
    expect(screen.getByTestId('block-countdown').textContent).toMatch(/Erneut möglich in 0:0[23]/);
    expect(submit().disabled).toBe(true);
    expect(screen.getByLabelText('E-Mail oder Benutzername').matches(':disabled')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByTestId('block-countdown')).toBeNull();
    expect(screen.getByLabelText('E-Mail oder Benutzername').matches(':disabled')).toBe(false);
  });

  it('blocks itself for 300 seconds after 3 failed attempts', async () => {
    setup(() => apiError(401, 'Benutzername/E-Mail oder Passwort ist falsch.'));
    for (let i = 0; i < 3; i++) {
      await fillValid();
      await waitFor(() => expect(submit().disabled).toBe(false));
      fireEvent.click(submit());
      await waitFor(() =>
        expect((screen.getByLabelText('Sicherheitscode') as HTMLInputElement).value).toBe(''),
      );
    }
    expect((await screen.findByTestId('block-countdown')).textContent).toMatch(
      /Erneut möglich in (5:00|4:59)/,
    );
  });
});
