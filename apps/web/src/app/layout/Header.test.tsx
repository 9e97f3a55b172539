import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';

function header() {
  return screen.getByRole('banner');
}

function menuButton() {
  return within(header()).getByRole('button', { name: /Menü/ });
}

describe('header', () => {
  beforeEach(() => {
    mockApi();
  });

  it('links the logo home and shows the main links', () => {
    renderApp('/faq', { siteName: 'KinoKiste' });
    const logo = within(header()).getByRole('link', { name: 'KinoKiste – zur Startseite' });
    expect(logo.getAttribute('href')).toBe('/');

    const nav = within(header()).getByRole('navigation', { name: 'Hauptnavigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Startseite', '/'],
      ['Releases', '/releases'],
      ['Filme', '/movies'],
      ['TV Serien', '/series'],
    ]);
  });

  it('marks the link of the current area as active, also on detail pages', async () => {
    renderApp('/movies/inception-2010');
    await screen.findByRole('heading', { name: 'Film nicht gefunden' });
    const nav = within(header()).getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Filme' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Startseite' }).getAttribute('aria-current')).toBeNull();
  });

  it('offers sign-in and sign-up to visitors', () => {
    renderApp('/');
    expect(within(header()).getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/auth/signin',
    );
    expect(within(header()).getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe(
      '/auth/signup',
    );
  });

  it('toggles the mobile menu with the same links', () => {
    renderApp('/');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile Navigation' })).toBeNull();

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-label')).toBe('Menü schließen');
    const mobile = screen.getByRole('navigation', { name: 'Mobile Navigation' });
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Startseite', 'Releases', 'Filme', 'TV Serien', 'Registrieren']);

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile Navigation' })).toBeNull();
  });

  it('closes the mobile menu when a link is followed', async () => {
    const { router } = renderApp('/');
    fireEvent.click(menuButton());
    const mobile = screen.getByRole('navigation', { name: 'Mobile Navigation' });
    fireEvent.click(within(mobile).getByRole('link', { name: 'TV Serien' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'TV Serien' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/series');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile Navigation' })).toBeNull();
  });

  it('closes the mobile menu with Escape', () => {
    renderApp('/');
    fireEvent.click(menuButton());
    fireEvent.keyDown(screen.getByRole('navigation', { name: 'Mobile Navigation' }), { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows one menu at a time: the burger menu and the user menu close each other (spec 000 §2)', () => {
    renderApp('/faq', { session: session() });
    const burger = () => menuButton();
    fireEvent.click(burger());
    expect(screen.getByRole('navigation', { name: 'Mobile Navigation' })).toBeDefined();

    const user = within(header())
      .getAllByRole('button')
      .find((button) => button !== burger() && button.hasAttribute('aria-expanded'))!;
    fireEvent.mouseDown(user);
    fireEvent.click(user);
    expect(user.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('navigation', { name: 'Mobile Navigation' })).toBeNull();
    expect(burger().getAttribute('aria-expanded')).toBe('false');

    fireEvent.mouseDown(burger());
    fireEvent.pointerDown(burger());
    fireEvent.click(burger());
    expect(screen.getByRole('navigation', { name: 'Mobile Navigation' })).toBeDefined();
    expect(user.getAttribute('aria-expanded')).toBe('false');
  });
});
