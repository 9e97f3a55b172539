import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage';

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('route error page', () => {
  it('explains a page that failed to load and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <BrokenPage />, errorElement: <RouteErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Seite konnte nicht geladen werden' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Seite konnte nicht geladen werden - NZBKino'));
  });
});
