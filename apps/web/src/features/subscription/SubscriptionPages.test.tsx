import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '../../test/api-mock';
import { session, user } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';
import {
  basicSubscription,
  membership,
  planList,
  premiumSubscription,
} from '../../test/subscription-fixtures';

const member = session();

describe('/subscription/plans', () => {
  it('lists the plans; paid ones are asked for through the contact form, nothing is charged', async () => {
    mockApi({ 'GET /api/plans/public': () => json(planList()) });
    renderApp('/subscription/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnements' })).toBeDefined();
    const [basic, premium, vip] = (await screen.findAllByRole('article')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(basic).getByRole('link', { name: 'Kostenlos registrieren' }).getAttribute('href')).toBe(
      '/auth/signup',
    );
    for (const [card, id] of [
      [premium, 'premium'],
      [vip, 'vip'],
    ] as const) {
      expect(within(card).getByRole('link', { name: 'Plan anfragen' }).getAttribute('href')).toBe(
        `/faq?plan=${id}#faq-contact`,
      );
    }
    const how = screen.getByTestId('how-to-get-paid');
    expect(within(how).getByText(/Es wird nichts berechnet/)).toBeDefined();
    // Visitors see the trial and are asked to sign in for it.
    expect(screen.getByRole('heading', { name: '7 Tage Premium kostenlos testen' })).toBeDefined();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Anmelden' }).getAttribute('href'),
    ).toBe('/auth/signin?returnUrl=%2Fsubscription%2Fplans');
  });

  it("marks a member's plan and hides the trial once used", async () => {
    mockApi({
      'GET /api/plans/public': () => json(planList()),
      'GET /api/subscriptions/current': () => json(premiumSubscription()),
    });
    renderApp('/subscription/plans', { session: session({ role: 'PREMIUM' }) });
    const [, premium] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(premium).getByRole('button', { name: 'Aktueller Plan' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.queryByText(/kostenlos testen/)).toBeNull());
  });
});

describe('/subscription/premium', () => {
  it('shows a Basic member the plan and starts the one free trial', async () => {
    let current = basicSubscription();
    const server = mockApi({
      'GET /api/plans/public': () => json(planList()),
      'GET /api/users/profile': () => json(user()),
      'GET /api/subscriptions/current': () => json(current),
      'POST /api/subscriptions/trial': () => {
        current = premiumSubscription({
          endsAt: '2026-12-08T10:00:00.000Z',
          current: membership({ source: 'trial', grantedBy: null, endsAt: '2026-12-08T10:00:00.000Z' }),
        });
        return json(current, 201);
      },
    });
    renderApp('/subscription/premium', { session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium' })).toBeDefined();
    const summary = await screen.findByTestId('subscription-summary');
    expect(await within(summary).findByText('Basic')).toBeDefined();
    expect(within(summary).getByText('Basic ist kostenlos und läuft nicht ab.')).toBeDefined();
    expect(await within(summary).findByText('10 Downloads pro Tag · Ohne Newznab-API')).toBeDefined();

    fireEvent.click(await screen.findByRole('button', { name: 'Testzeitraum starten' }));
    expect(await screen.findByText('Ihr Testzeitraum läuft: 7 Tage Premium.')).toBeDefined();
    expect(server.last('POST /api/subscriptions/trial')?.headers.get('Authorization')).toBe('Bearer tok-mia');
    expect(await within(summary).findByText('Premium')).toBeDefined();
    expect(within(summary).getByText('08.12.2026')).toBeDefined();
    expect(within(summary).getByText('Testzeitraum')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Testzeitraum starten' })).toBeNull();
    // The role changed: the stored user is refreshed from the profile.
    await waitFor(() => expect(server.to('GET /api/users/profile').length).toBeGreaterThan(0));
  });

  it('says why a trial was refused', async () => {
    mockApi({
      'GET /api/plans/public': () => json(planList()),
      'GET /api/users/profile': () => json(user()),
      'GET /api/subscriptions/current': () => json(basicSubscription()),
      'POST /api/subscriptions/trial': () =>
        apiError(409, 'Der kostenlose Testzeitraum kann pro Konto nur einmal genutzt werden.'),
    });
    renderApp('/subscription/premium', { session: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Testzeitraum starten' }));
    expect(
      await screen.findByText('Der kostenlose Testzeitraum kann pro Konto nur einmal genutzt werden.'),
    ).toBeDefined();
  });

  it('shows a Premium member the end date and who granted it', async () => {
    mockApi({
      'GET /api/plans/public': () => json(planList()),
      'GET /api/users/profile': () => json(user({ role: 'PREMIUM' })),
      'GET /api/subscriptions/current': () => json(premiumSubscription()),
    });
    renderApp('/subscription/premium', { session: session({ role: 'PREMIUM' }) });
    const summary = await screen.findByTestId('subscription-summary');
    expect(await within(summary).findByText('01.12.2026')).toBeDefined();
    expect(within(summary).getByText('Administrator (chefin)')).toBeDefined();
    expect(within(summary).getByText(/es verlängert sich nichts von selbst/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Abo-Verlauf' }).getAttribute('href')).toBe(
      '/subscription/history',
    );
  });
});

describe('/subscription/history', () => {
  it('lists every membership with its period, origin and status', async () => {
    mockApi({
      'GET /api/users/profile': () => json(user()),
      'GET /api/subscriptions/history': () =>
        json({
          data: [
            membership({
              id: 3,
              plan: 'vip',
              status: 'upcoming',
              startsAt: '2026-12-01T10:00:00.000Z',
              endsAt: '2027-03-01T10:00:00.000Z',
            }),
            membership({ id: 2 }),
            membership({
              id: 1,
              source: 'trial',
              grantedBy: null,
              status: 'ended',
              startsAt: '2026-10-01T10:00:00.000Z',
              endsAt: '2026-10-08T10:00:00.000Z',
            }),
          ],
          currentPage: 1,
          totalPages: 1,
          totalItems: 3,
          limit: 25,
        }),
    });
    renderApp('/subscription/history', { session: member });
    const table = await screen.findByRole('table', { name: 'Abo-Verlauf' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['01.12.2026', '01.03.2027', 'Administrator (chefin)', 'Geplant'],
      ['01.11.2026', '01.12.2026', 'Administrator (chefin)', 'Aktiv'],
      ['01.10.2026', '08.10.2026', 'Testzeitraum', 'Beendet'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'VIP',
      'Premium',
      'Premium',
    ]);
  });

  it('says when there is none yet', async () => {
    mockApi({
      'GET /api/users/profile': () => json(user()),
      'GET /api/subscriptions/history': () =>
        json({ data: [], currentPage: 1, totalPages: 0, totalItems: 0, limit: 25 }),
    });
    renderApp('/subscription/history', { session: member });
    expect(await screen.findByText('Noch keine Mitgliedschaft')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Alle Pläne' }).getAttribute('href')).toBe('/subscription/plans');
  });
});

describe('/subscription/success and /store/success', () => {
  it.each([
    ['/subscription/success', 'Zahlung erfolgreich'],
    ['/store/success', 'Kauf erfolgreich'],
  ])('%s confirm no payment, and show the real plan', async (path, title) => {
    mockApi({
      'GET /api/plans/public': () => json(planList()),
      'GET /api/users/profile': () => json(user({ role: 'PREMIUM' })),
      'GET /api/subscriptions/current': () => json(premiumSubscription()),
    });
    renderApp(path, { session: session({ role: 'PREMIUM' }) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
    expect(screen.getByText(/es wurde nichts berechnet/)).toBeDefined();
    const summary = await screen.findByTestId('subscription-summary');
    expect(within(summary).getByRole('heading', { name: 'Ihr aktueller Stand' })).toBeDefined();
    expect(await within(summary).findByText('01.12.2026')).toBeDefined();
  });

  it('asks visitors to sign in', async () => {
    const server = mockApi();
    renderApp('/store/success');
    expect(await screen.findByText('Melden Sie sich an, um Ihre Mitgliedschaft zu sehen.')).toBeDefined();
    expect(server.to('GET /api/subscriptions/current')).toEqual([]);
  });
});
