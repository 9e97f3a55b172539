import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
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
    expect(screen.getByText(/„Meine Downloads“/)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Weitere Unterstützung benötigt?' })).toBeDefined();
    expect(screen.getByText('Mo–Fr: 9:00–18:00 Uhr')).toBeDefined();
    expect(screen.getByText('Sa–So: 10:00–16:00 Uhr')).toBeDefined();
  });

  it('asks for the required fields before sending', async () => {
    mockApi();
    renderApp('/faq');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte fülle alle Pflichtfelder aus.');
  });

  it('sends in 2 seconds (simulated), confirms and empties the form; the subject is optional', async () => {
    const fetchMock = mockApi();
    renderApp('/faq');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'anna@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Nachricht/), { target: { value: 'Hallo!' } });
    const calls = fetchMock.requests.length;
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const button = screen.getByRole('button', { name: 'Wird gesendet...' });
    expect(button).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('button', { name: 'Wird gesendet...' })).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(
      screen.getByText('Deine Nachricht wurde erfolgreich gesendet! Wir werden uns bald bei dir melden.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeDefined();
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', '');
    expect(fetchMock.requests.length).toBe(calls);
  });
});
