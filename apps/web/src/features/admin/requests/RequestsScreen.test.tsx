import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TitleRequest } from '@nzbkino/api-types';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { admin, pageOf } from '../test/fixtures';

function titleRequest(overrides: Partial<TitleRequest> = {}): TitleRequest {
  return {
    id: 4,
    kind: 'movie',
    movieId: 3,
    seriesId: null,
    link: '/movies/metropolis-1927',
    title: 'Metropolis',
    year: 1927,
    note: 'Bitte in 1080p',
    status: 'open',
    reason: null,
    releaseId: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    resolvedAt: null,
    username: 'mia',
    ...overrides,
  };
}

describe('admin: requests', () => {
  it('lists open requests first, fulfils one, and filters by status', async () => {
    let request = titleRequest();
    const server = mockApi({
      'GET /api/admin/requests': () => json(pageOf('requests', [request])),
      'PUT /api/admin/requests/{id}': (put) => {
        request = { ...request, status: (put.body as { status: TitleRequest['status'] }).status };
        return json(request);
      },
    });
    renderApp('/admin/requests', { session: admin });
    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getByRole('heading', { name: 'Metropolis (1927)' })).toBeDefined();
    expect(within(list).getByText('Bitte in 1080p')).toBeDefined();
    expect(within(list).getByText(/von mia am 01\.02\.2026/)).toBeDefined();
    expect(server.last('GET /api/admin/requests')?.url.searchParams.get('status')).toBe('open');
    expect(within(list).getByRole('link', { name: 'Releases suchen' }).getAttribute('href')).toBe(
      '/admin/releases?search=Metropolis',
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Als erfüllt markieren' }));
    const dialog = await screen.findByRole('dialog', { name: '„Metropolis“ als erfüllt markieren?' });
    const releaseField = within(dialog).getByLabelText('Release-ID (optional)');
    fireEvent.change(releaseField, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als erfüllt markieren' }));
    expect(await within(dialog).findByRole('alert')).toBeDefined();
    expect(server.last('PUT /api/admin/requests/{id}')).toBeUndefined();
    fireEvent.change(releaseField, { target: { value: '42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Als erfüllt markieren' }));
    expect(
      await screen.findByText('„Metropolis“ ist als erfüllt markiert; das Mitglied wird benachrichtigt.'),
    ).toBeDefined();
    expect(server.last('PUT /api/admin/requests/{id}')?.body).toEqual({ status: 'fulfilled', releaseId: 42 });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() =>
      expect(server.last('GET /api/admin/requests')?.url.searchParams.has('status')).toBe(false),
    );
    expect(await screen.findByRole('button', { name: 'Wieder öffnen' })).toBeDefined();
  });

  it('rejects only with a reason, and shows the server’s refusal', async () => {
    const server = mockApi({
      'GET /api/admin/requests': () => json(pageOf('requests', [titleRequest()])),
      'PUT /api/admin/requests/{id}': () => apiError(404, 'Request nicht gefunden.'),
    });
    renderApp('/admin/requests', { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    const dialog = screen.getByRole('dialog', { name: '„Metropolis“ ablehnen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte eine Begründung angeben.');
    expect(server.to('PUT /api/admin/requests/{id}')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Begründung'), {
      target: { value: 'Nicht in Deutsch erschienen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText('Request nicht gefunden.')).toBeDefined();
    expect(server.last('PUT /api/admin/requests/{id}')?.body).toEqual({
      status: 'rejected',
      reason: 'Nicht in Deutsch erschienen',
    });
  });
});
