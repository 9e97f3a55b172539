import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { session, user } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

const header = () => screen.getByRole('banner');
const menuButton = (name = 'mia') =>
  within(header()).getByRole('button', { name: `Benutzermenü von ${name}` });

function open(name?: string) {
  fireEvent.click(menuButton(name));
  return within(header()).getByRole('navigation', { name: 'Benutzermenü' }).parentElement!;
}

describe('signed-in header', () => {
  it('replaces sign-in and sign-up with the user menu', () => {
    mockApi();
    renderApp('/faq', { session: session() });
    expect(within(header()).queryByRole('link', { name: 'Anmelden' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: 'Registrieren' })).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    [
      'USER',
      'Benutzer',
      ['Warenkorb', 'Meine Downloads', 'Merkliste', 'Requests', 'Einstellungen', 'Premium'],
    ],
    [
      'PREMIUM',
      'Benutzer',
      ['Warenkorb', 'Meine Downloads', 'Merkliste', 'Requests', 'Einstellungen', 'Premium', 'API Verwaltung'],
    ],
    [
      'VIP',
      'Benutzer',
      ['Warenkorb', 'Meine Downloads', 'Merkliste', 'Requests', 'Einstellungen', 'Premium', 'API Verwaltung'],
    ],
    [
      'ADMIN',
      'Administrator',
      [
        'Warenkorb',
        'Meine Downloads',
        'Merkliste',
        'Requests',
        'Einstellungen',
        'Premium',
        'API Verwaltung',
        'Administration',
      ],
    ],
  ] as const)('shows name, e-mail, role label and the links for %s', (role, label, links) => {
    mockApi();
    renderApp('/faq', { session: session({ role, displayName: 'Mia M.' }) });
    const panel = open('Mia M.');
    expect(within(panel).getByText('Mia M.')).toBeDefined();
    expect(within(panel).getByText('mia@example.org')).toBeDefined();
    expect(within(panel).getByText(label)).toBeDefined();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(links);
    expect(within(panel).getByRole('link', { name: 'Einstellungen' }).getAttribute('href')).toBe('/settings');
    expect(within(panel).getByRole('button', { name: 'Abmelden' })).toBeDefined();
  });

  it('closes on a click outside, on Escape and when a link is followed', async () => {
    mockApi();
    const { router } = renderApp('/faq', { session: session() });
    open();
    fireEvent.mouseDown(document.body);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    open();
    fireEvent.keyDown(menuButton(), { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    const panel = open();
    fireEvent.click(within(panel).getByRole('link', { name: 'Merkliste' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/watchlist'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows names as text, never as markup', () => {
    mockApi();
    renderApp('/faq', { session: session({ displayName: '<img src=x onerror=alert(1)>' }) });
    const panel = open('<img src=x onerror=alert(1)>');
    expect(within(panel).getByText('<img src=x onerror=alert(1)>')).toBeDefined();
    expect(panel.querySelector('img')).toBeNull();
  });

  it('signs out to the home page and clears the stored session', async () => {
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('user', JSON.stringify(user()));
    mockApi({ 'GET /api/users/profile': () => json(user()) });
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Einstellungen' });
    fireEvent.click(within(open()).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(header()).findByRole('link', { name: 'Anmelden' })).toBeDefined();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    // Home, not the sign-in page the settings guard would have sent us to.
    expect(router.state.location.pathname).toBe('/');
  });
});
