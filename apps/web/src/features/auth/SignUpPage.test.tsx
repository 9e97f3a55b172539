import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, type Handler } from '../../test/api-mock';
import { captchaHandler, fill } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

function setup(register: Handler<'POST /api/auth/register'> = () => json({ message: 'ok' }, 201)) {
  const captcha = captchaHandler();
  const fetchMock = mockApi({ 'GET /api/auth/captcha': captcha, 'POST /api/auth/register': register });
  return { captcha, fetchMock, ...renderApp('/auth/signup') };
}

const submit = () => screen.getByRole('button', { name: 'Registrieren' }) as HTMLButtonElement;

async function fillValid() {
  await screen.findByRole('img', { name: 'Sicherheitscode: Rechenaufgabe als Bild' });
  fill('Benutzername', 'neuling');
  fill('E-Mail', 'neu@example.org');
  fill('Passwort', 'Sicher-Passwort-1');
  fill('Passwort bestätigen', 'Sicher-Passwort-1');
  fill('Sicherheitscode', '12');
  fireEvent.click(screen.getByRole('checkbox'));
}

function messageOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('sign-up page', () => {
  it('has username, e-mail, password, confirmation, captcha, privacy consent and a link to sign-in', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeDefined();
    for (const label of ['Benutzername', 'E-Mail', 'Passwort', 'Passwort bestätigen', 'Sicherheitscode']) {
      expect(screen.getByLabelText(label)).toBeDefined();
    }
    expect(screen.getByRole('checkbox')).toBeDefined();
    const privacy = screen.getByRole('link', { name: /^Datenschutzerklärung/ });
    expect(privacy.getAttribute('href')).toBe('/datenschutz');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/auth/signin');
    expect(submit().disabled).toBe(true);
  });

  it('shows every validation message of spec 000 §5 once a field is touched', async () => {
    setup();
    await screen.findByRole('img', { name: /Sicherheitscode/ });
    const cases: [string, string, string][] = [
      ['Benutzername', '', 'Benutzername erforderlich'],
      ['Benutzername', 'ab', 'Mindestens 3 Zeichen'],
      ['E-Mail', '', 'E-Mail erforderlich'],
      ['E-Mail', 'keine-mail', 'Ungültige E-Mail'],
      ['Passwort', '', 'Passwort erforderlich'],
      ['Passwort', 'kurz1', 'Mindestens 8 Zeichen'],
      ['Passwort bestätigen', '', 'Bestätigung erforderlich'],
      ['Sicherheitscode', '', 'Captcha lösen'],
    ];
    for (const [label, value, message] of cases) {
      fill(label, value === '' ? 'x' : value);
      fill(label, value);
      await waitFor(() => expect(messageOf(label), `${label}=${value}`).toBe(message));
    }
  });

  it('warns (without blocking) when the password lacks a letter or a digit', async () => {
    setup();
    await screen.findByRole('img', { name: /Sicherheitscode/ });
    const input = fill('Passwort', 'nurbuchstaben');
    await waitFor(() => expect(messageOf('Passwort')).toBe('Buchstabe + Zahl erforderlich'));
    expect(input.parentElement?.querySelector('[data-tone="warning"]')).not.toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fill('Passwort', 'buchstaben1');
    await waitFor(() => expect(messageOf('Passwort')).toBeNull());
    expect(input.parentElement?.querySelector('[data-tone="success"]')).not.toBeNull();
  });

  it('checks that the passwords match and that consent is given', async () => {
    setup();
    await fillValid();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fill('Passwort bestätigen', 'Anderes-Passwort-1');
    await waitFor(() =>
      expect(messageOf('Passwort bestätigen')).toBe('Die Passwörter stimmen nicht überein'),
    );
    expect(submit().disabled).toBe(true);
    fill('Passwort bestätigen', 'Sicher-Passwort-1');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByText('Zustimmung erforderlich')).toBeDefined();
    expect(submit().disabled).toBe(true);
  });

  it.each([
    ['abc', 'Sehr schwach', 20],
    ['abcdefgh', 'Schwach', 40],
    ['Abcdefgh', 'Akzeptabel', 60],
    ['Abcdefg1', 'Gut', 80],
    ['Abcdef1!', 'Sehr gut', 100],
  ])('shows the strength of %j as %s (%i %%)', async (password, label, percent) => {
    setup();
    await screen.findByRole('img', { name: /Sicherheitscode/ });
    expect(screen.queryByTestId('password-strength')).toBeNull();
    fill('Passwort', password);
    const meter = await screen.findByRole('meter', { name: 'Passwortstärke' });
    expect(meter.getAttribute('aria-valuetext')).toBe(`Passwortstärke: ${label} (${percent} %)`);
    expect(within(screen.getByTestId('password-strength')).getByText(label)).toBeDefined();
    fill('Passwort', '');
    await waitFor(() => expect(screen.queryByTestId('password-strength')).toBeNull());
  });

  it('registers with the captcha and goes to sign-in after 2 seconds', async () => {
    const { fetchMock, router } = setup();
    await fillValid();
    await waitFor(() => expect(submit().disabled).toBe(false));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submit());
    expect(
      await screen.findByText(
        'Registrierung erfolgreich! Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt.',
      ),
    ).toBeDefined();
    expect(fetchMock.last('POST /api/auth/register')?.body).toEqual({
      username: 'neuling',
      email: 'neu@example.org',
      password: 'Sicher-Passwort-1',
      captchaId: 'cap-1',
      captcha: '12',
    });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/auth/signup');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('answers a 409 with the text of spec 000 §8 and loads a new captcha', async () => {
    const { captcha } = setup(() => apiError(409, 'egal'));
    await fillValid();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Benutzername oder E-Mail bereits vergeben.');
    await waitFor(() => expect(captcha.count()).toBe(2));
  });

  it('blocks with a 5-minute countdown on a 429 without blockTime', async () => {
    setup(() => apiError(429, 'Zu viele Anfragen.'));
    await fillValid();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    expect((await screen.findByTestId('block-countdown')).textContent).toMatch(
      /Erneut möglich in (5:00|4:59)/,
    );
    expect(submit().disabled).toBe(true);
  });
});
