import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MembershipHistory } from '@nzbkino/api-types';
import { AppProviders } from '../../app/AppProviders';
import { apiError, json, mockApi } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { membership } from '../../test/subscription-fixtures';
import { MemberMembershipsPanel } from './MemberMembershipsPanel';

const admin = session({ id: 1, username: 'chefin', role: 'ADMIN' }, 'tok-admin');

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders siteConfig={{ siteName: 'NZBKino' }} queryClient={queryClient} session={admin}>
      <MemberMembershipsPanel session={admin} userId={7} username="mia" />
    </AppProviders>,
  );
}

const page = (data: MembershipHistory['data']): MembershipHistory => ({
  data,
  currentPage: 1,
  totalPages: data.length ? 1 : 0,
  totalItems: data.length,
  limit: 25,
});

describe("the admin's membership panel", () => {
  it('grants Premium for 30 days and shows it in the history', async () => {
    let rows: MembershipHistory['data'] = [];
    const server = mockApi({
      'GET /api/admin/users/{id}/memberships': () => json(page(rows)),
      'POST /api/admin/users/{id}/membership': () => {
        rows = [membership({ endsAt: '2026-12-24T10:00:00.000Z' })];
        return json(
          {
            membership: rows[0]!,
            user: {
              id: 7,
              username: 'mia',
              role: 'PREMIUM' as const,
              membershipExpiresAt: '2026-12-24T10:00:00.000Z',
            },
          },
          201,
        );
      },
    });
    renderPanel();
    expect(await screen.findByText('Noch keine Mitgliedschaft.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Vergeben' }));
    expect(await screen.findByText('mia: Premium bis 24.12.2026.')).toBeDefined();
    const request = server.last('POST /api/admin/users/{id}/membership');
    expect(request?.params).toEqual({ id: '7' });
    expect(request?.body).toEqual({ plan: 'premium', days: 30 });
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-admin');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('24.12.2026')).toBeDefined();
  });

  it('sends an end date or one plan period, and shows the server’s refusal', async () => {
    const server = mockApi({
      'GET /api/admin/users/{id}/memberships': () => json(page([])),
      'POST /api/admin/users/{id}/membership': () =>
        apiError(409, 'Administratoren haben alle Rechte und brauchen keine Mitgliedschaft.'),
    });
    renderPanel();
    await screen.findByText('Noch keine Mitgliedschaft.');
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'vip' } });
    fireEvent.change(screen.getByLabelText('Laufzeit'), { target: { value: 'until' } });
    const submit = screen.getByRole('button', { name: 'Vergeben' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Enddatum'), { target: { value: '2027-01-31' } });
    fireEvent.change(screen.getByLabelText('Notiz (optional)'), { target: { value: 'Spende' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('Administratoren haben alle Rechte und brauchen keine Mitgliedschaft.'),
    ).toBeDefined();
    expect(server.last('POST /api/admin/users/{id}/membership')?.body).toEqual({
      plan: 'vip',
      endsAt: new Date('2027-01-31T23:59:59').toISOString(),
      note: 'Spende',
    });

    fireEvent.change(screen.getByLabelText('Laufzeit'), { target: { value: 'period' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vergeben' }));
    await waitFor(() => expect(server.to('POST /api/admin/users/{id}/membership')).toHaveLength(2));
    expect(server.last('POST /api/admin/users/{id}/membership')?.body).toEqual({
      plan: 'vip',
      note: 'Spende',
    });
  });
});
