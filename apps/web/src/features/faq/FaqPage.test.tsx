import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('FAQ page', () => {
  it('shows 5 + 6 questions with the answers the spec names', async () => {
    mockApi();
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeDefined();
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByText('FAQ')).toBeDefined();
    const columns = screen.getAllByRole('definition').map((dd) => dd.closest('dl')!);
    const [left, right] = [...new Set(columns)];
    expect(within(left!).getAllByRole('term')).toHaveLength(5);
    expect(within(right!).getAllByRole('term')).toHaveLength(6);
    expect(
      screen.getByText(/Basic bleiben Downloads 7 Tage nach dem ersten Download verfügbar/),
    ).toBeDefined();
    expect(
      screen.getByText(/Premium kennt keine zeitliche Begrenzung, VIP sichert .* Cloud-Backup/),
    ).toBeDefined();
    expect(screen.getByText(/Mit Premium und VIP ja, auf mehreren Geräten gleichzeitig/)).toBeDefined();
    expect(screen.getByText(/Basic erhält Standardqualität, Premium alle Qualitätsstufen/)).toBeDefined();
    expect(screen.getByText(/Unter „Meine Downloads“ in deinem Konto/)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Weitere Unterstützung benötigt?' })).toBeDefined();
  });

  it('shows the support contact the operator set, and none while unset', async () => {
    mockApi({
      'GET /api/site-info': () =>
        json({
          supportEmail: 'hilfe@kino.example',
          supportPhone: '+49 30 123456',
          supportHours: ['Mo–Fr: 10:00–16:00 Uhr'],
          team: [],
          impressum: null,
          privacyPolicy: null,
          forumUrl: null,
        }),
    });
    renderApp('/faq');
    const mail = await screen.findByRole('link', { name: 'hilfe@kino.example' });
    expect(mail.getAttribute('href')).toBe('mailto:hilfe@kino.example');
    expect(screen.getByRole('link', { name: '+49 30 123456' }).getAttribute('href')).toBe('tel:+4930123456');
    expect(screen.getByText('Mo–Fr: 10:00–16:00 Uhr')).toBeDefined();
  });

  it('invents no support contact while the operator has set none', async () => {
    mockApi();
    renderApp('/faq');
    expect(await screen.findByRole('heading', { name: 'Weitere Unterstützung benötigt?' })).toBeDefined();
    expect(screen.queryByText('Support-E-Mail')).toBeNull();
    expect(screen.queryByText('Telefon')).toBeNull();
    expect(screen.queryByText(/9:00–18:00/)).toBeNull();
  });

  it('asks for the required fields before sending', async () => {
    mockApi();
    renderApp('/faq');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte fülle alle Pflichtfelder aus.');
  });

  it('fills the subject with the plan asked for on the plans page', async () => {
    mockApi();
    renderApp('/faq?plan=vip#faq-contact');
    expect(await screen.findByLabelText(/^Betreff/)).toHaveProperty('value', 'Mitgliedschaft anfragen: VIP');
  });

  it('names an address that cannot be one at the field instead of sending it', async () => {
    const server = mockApi();
    renderApp('/faq');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'kaputt' } });
    fireEvent.change(screen.getByLabelText(/^Nachricht/), { target: { value: 'Hallo!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte gib eine gültige E-Mail-Adresse an.');
    expect(screen.getByLabelText(/^E-Mail/).getAttribute('aria-invalid')).toBe('true');
    expect(server.to('POST /api/contact')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'anna@example.org' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the message to the server, confirms and empties the form; the subject is optional', async () => {
    const server = mockApi({
      'POST /api/contact': () =>
        json(
          { message: 'Deine Nachricht wurde erfolgreich gesendet! Wir werden uns bald bei dir melden.' },
          201,
        ),
    });
    renderApp('/faq');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: ' Anna ' } });
    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'anna@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Nachricht/), { target: { value: 'Hallo!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(
      await screen.findByText(
        'Deine Nachricht wurde erfolgreich gesendet! Wir werden uns bald bei dir melden.',
      ),
    ).toBeDefined();
    expect(server.to('POST /api/contact').map((request) => request.body)).toEqual([
      { name: 'Anna', email: 'anna@example.org', message: 'Hallo!' },
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', '');
  });

  it('shows the server refusal (the hourly limit) and keeps what was typed', async () => {
    mockApi({
      'POST /api/contact': () =>
        apiError(
          429,
          'Du hast in der letzten Stunde schon mehrere Nachrichten gesendet. Bitte versuche es später erneut.',
          {
            blockTime: 1200,
          },
        ),
    });
    renderApp('/faq');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'anna@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Nachricht/), { target: { value: 'Noch einmal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText(/schon mehrere Nachrichten gesendet/)).toBeDefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeDefined());
    expect(screen.getByLabelText(/^Nachricht/)).toHaveProperty('value', 'Noch einmal');
  });
});
