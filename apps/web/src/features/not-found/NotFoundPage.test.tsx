import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('404 page', () => {
  beforeEach(() => {
    mockApi();
  });

  it('explains that the page does not exist and offers ways on', async () => {
    renderApp('/gibt-es-nicht');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Seite nicht gefunden' })).toBeDefined();
    expect(screen.getByText('404', { selector: 'p' })).toBeDefined();
    expect(screen.getByText(/Die gesuchte Seite existiert nicht/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDefined();

    const quick = screen.getByRole('navigation', { name: 'Vielleicht suchen Sie:' });
    const links = Array.from(quick.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Filme', '/movies'],
      ['Serien', '/series'],
      ['Releases', '/releases'],
    ]);
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden - NZBKino'));
  });

  it('goes back to the previous page with Zurück', async () => {
    const { router } = renderApp('/kaputt', { history: ['/faq'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Zurück' }));
    expect(await screen.findByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/faq');
  });

  it('goes home with Zurück when the page was opened directly', async () => {
    const { router } = renderApp('/kaputt');
    fireEvent.click(await screen.findByRole('button', { name: 'Zurück' }));
    expect(await screen.findByRole('heading', { name: 'Willkommen bei NZBKino' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('also answers unknown admin paths and unknown deeper paths', async () => {
    renderApp('/admin/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Seite nicht gefunden' })).toBeDefined();
  });
});
