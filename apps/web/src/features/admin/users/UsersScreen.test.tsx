import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail, MembershipHistory } from '@nzbkino/api-types';
import { apiError, json, mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { membership } from '../../../test/subscription-fixtures';
import { admin, adminUser, adminUserDetail, pageOf } from '../test/fixtures';

const noMemberships: MembershipHistory = {
  data: [],
  currentPage: 1,
  totalPages: 0,
  totalItems: 0,
  limit: 25,
};

describe('admin: the user list', () => {
  it('lists accounts with role, membership end and use of their limits, and filters by role', async () => {
    const server = mockApi({
      'GET /api/admin/users': (request) =>
        json(
          pageOf(
            'users',
            request.url.searchParams.get('role') === 'PREMIUM'
              ? [
                  adminUser({
                    id: 8,
                    username: 'paul',
                    role: 'PREMIUM',
                    effectiveRole: 'PREMIUM',
                    membershipExpiresAt: '2026-12-24T22:59:59.000Z',
                    grabsToday: 12,
                    downloadLimit: null,
                    apiCallsToday: 40,
                    apiLimit: 1000,
                  }),
                ]
              : [
                  adminUser(),
                  adminUser({ id: 9, username: 'ben', email: 'ben@example.org', suspended: true }),
                ],
          ),
        ),
    });
    renderApp('/admin/users', { session: admin });
    const table = await screen.findByRole('table', { name: 'Benutzer' });
    const mia = within(table).getByRole('row', { name: /mia/ });
    expect(within(mia).getByText('Basic')).toBeDefined();
    expect(within(mia).getByText('3 / 10')).toBeDefined();
    expect(within(mia).getByText('Aktiv')).toBeDefined();
    expect(within(within(table).getByRole('row', { name: /ben/ })).getByText('Gesperrt')).toBeDefined();
    expect(server.last('GET /api/admin/users')?.headers.get('Authorization')).toBe('Bearer tok-admin');

    fireEvent.change(screen.getByLabelText('Rolle'), { target: { value: 'PREMIUM' } });
    const paul = await screen.findByRole('row', { name: /paul/ });
    expect(within(paul).getByText('Premium')).toBeDefined();
    expect(within(paul).getByText('24.12.2026')).toBeDefined();
    expect(within(paul).getByText('12 / unbegrenzt')).toBeDefined();
    expect(within(paul).getByText('40 / 1.000')).toBeDefined();
    expect(server.last('GET /api/admin/users')?.url.searchParams.get('role')).toBe('PREMIUM');
  });

  it('shows the server’s refusal to a member who is no admin', async () => {
    mockApi({ 'GET /api/admin/users': () => apiError(403, 'Keine Berechtigung für diese Aktion.') });
    renderApp('/admin/users', { session: admin });
    expect(await screen.findByText('Keine Berechtigung für diese Aktion.')).toBeDefined();
  });

  it('asks visitors to sign in', async () => {
    renderApp('/admin/users');
    expect(await screen.findByText('Bitte melden Sie sich mit einem Administratorkonto an.')).toBeDefined();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Anmelden' }).getAttribute('href'),
    ).toBe('/auth/signin?returnUrl=%2Fadmin%2Fusers');
  });
});

describe('admin: one user', () => {
  function serve(initial: AdminUserDetail) {
    let user = initial;
    const server = mockApi({
      'GET /api/admin/users/{id}': () => json(user),
      'GET /api/admin/users/{id}/memberships': () => json(noMemberships),
      'GET /api/admin/users': () => json(pageOf('users', [])),
      'PUT /api/admin/users/{id}/role': (request) => {
        const body = request.body as { role: AdminUserDetail['role']; membershipExpiresAt: string | null };
        user = {
          ...user,
          role: body.role,
          effectiveRole: body.role,
          membershipExpiresAt: body.membershipExpiresAt,
        };
        return json(user);
      },
      'POST /api/admin/users/{id}/suspend': (request) => {
        const reason = (request.body as { reason?: string }).reason ?? null;
        user = { ...user, suspended: true, suspendedAt: '2026-03-01T10:00:00.000Z', suspendedReason: reason };
        return json(user);
      },
      'POST /api/admin/users/{id}/unsuspend': () => json((user = { ...user, suspended: false })),
      'POST /api/admin/users/{id}/password-reset': () =>
        json({ message: 'Die Mail zum Zurücksetzen des Passworts wurde an mia@example.org gesendet.' }),
      'DELETE /api/admin/users/{id}': () => json({ message: 'Konto gelöscht.' }),
    });
    return server;
  }

  it('shows the account and its recent downloads, changes the role with an end date', async () => {
    const server = serve(
      adminUserDetail({
        totalGrabs: 14,
        recentGrabs: [
          {
            id: 1,
            releaseId: 5,
            name: 'Metropolis.1927.German.1080p.BluRay.x264-GRP',
            size: 8_000_000_000,
            channel: 'api',
            counted: true,
            createdAt: '2026-03-01T08:00:00.000Z',
          },
        ],
      }),
    );
    renderApp('/admin/users/7', { session: admin });
    expect(await screen.findByRole('heading', { name: 'mia', level: 3 })).toBeDefined();
    const grabs = screen.getByRole('table', { name: 'Letzte Downloads' });
    expect(within(grabs).getByText('Metropolis.1927.German.1080p.BluRay.x264-GRP')).toBeDefined();
    expect(within(grabs).getByText('API')).toBeDefined();
    expect(screen.getByText('Downloads insgesamt: 14')).toBeDefined();

    const role = screen.getByRole('region', { name: 'Rolle' });
    fireEvent.change(within(role).getByLabelText('Rolle'), { target: { value: 'VIP' } });
    fireEvent.change(within(role).getByLabelText('Enddatum (optional)'), { target: { value: '2026-12-31' } });
    fireEvent.click(within(role).getByRole('button', { name: 'Rolle speichern' }));
    expect(await screen.findByText('mia ist jetzt VIP.')).toBeDefined();
    expect(server.last('PUT /api/admin/users/{id}/role')?.body).toEqual({
      role: 'VIP',
      membershipExpiresAt: new Date('2026-12-31T23:59:59').toISOString(),
    });
    expect(screen.getByRole('heading', { name: 'Mitgliedschaft von mia' })).toBeDefined();
  });

  it('suspends with a reason, lifts it, and sends the reset mail', async () => {
    const server = serve(adminUserDetail());
    renderApp('/admin/users/7', { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Sperren' }));
    const dialog = screen.getByRole('dialog', { name: 'mia sperren?' });
    fireEvent.change(within(dialog).getByLabelText('Begründung (optional)'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sperren' }));
    expect(await screen.findByText('mia wurde gesperrt.')).toBeDefined();
    expect(server.last('POST /api/admin/users/{id}/suspend')?.body).toEqual({ reason: 'Spam' });
    expect(screen.getByText('Begründung: Spam')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Sperre aufheben' }));
    expect(await screen.findByText('Die Sperre von mia wurde aufgehoben.')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Sperren' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Passwort-Reset-Mail senden' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mail senden' }));
    expect(
      await screen.findByText('Die Mail zum Zurücksetzen des Passworts wurde an mia@example.org gesendet.'),
    ).toBeDefined();
    expect(server.to('POST /api/admin/users/{id}/password-reset')).toHaveLength(1);
  });

  it('deletes the account after asking, and returns to the list; a refusal is shown', async () => {
    const server = serve(adminUserDetail());
    const { router } = renderApp('/admin/users/7', { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'mia löschen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(server.to('DELETE /api/admin/users/{id}')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Konto löschen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Konto löschen' }));
    expect(await screen.findByText('mia wurde gelöscht.')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it('reloads the account after a membership grant in the embedded panel', async () => {
    let user = adminUserDetail();
    const server = mockApi({
      'GET /api/admin/users/{id}': () => json(user),
      'GET /api/admin/users/{id}/memberships': () => json(noMemberships),
      'POST /api/admin/users/{id}/membership': () => {
        user = {
          ...user,
          role: 'PREMIUM',
          effectiveRole: 'PREMIUM',
          membershipExpiresAt: '2026-04-01T10:00:00.000Z',
        };
        return json(
          {
            membership: membership({ endsAt: '2026-04-01T10:00:00.000Z' }),
            user: {
              id: 7,
              username: 'mia',
              role: 'PREMIUM' as const,
              membershipExpiresAt: user.membershipExpiresAt,
            },
          },
          201,
        );
      },
    });
    renderApp('/admin/users/7', { session: admin });
    await screen.findByText('Noch keine Mitgliedschaft.');
    fireEvent.click(screen.getByRole('button', { name: 'Vergeben' }));
    expect(await screen.findByText('mia: Premium bis 01.04.2026.')).toBeDefined();
    await waitFor(() => expect(server.to('GET /api/admin/users/{id}')).toHaveLength(2));
    expect(await screen.findByText('01.04.2026', { selector: 'dd' })).toBeDefined();
  });

  it('shows the server’s German refusal of a role change', async () => {
    mockApi({
      'GET /api/admin/users/{id}': () => json(adminUserDetail({ id: 1, username: 'chefin', role: 'ADMIN' })),
      'GET /api/admin/users/{id}/memberships': () => json(noMemberships),
      'PUT /api/admin/users/{id}/role': () => apiError(409, 'Die eigene Rolle kann nicht geändert werden.'),
    });
    renderApp('/admin/users/1', { session: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Rolle speichern' }));
    expect(await screen.findByText('Die eigene Rolle kann nicht geändert werden.')).toBeDefined();
  });
});
