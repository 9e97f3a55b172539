import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, serverError } from '../../test/api-mock';
import { session } from '../../test/auth-fixtures';
import { renderApp } from '../../test/render-app';
import { planList } from '../../test/subscription-fixtures';

describe('pricing page', () => {
  it('shows the three plans from the server; only Basic is selected and its button reads Aktueller Plan', async () => {
    const server = mockApi({ 'GET /api/plans/public': () => json(planList()) });
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium-Pläne' })).toBeDefined();
    const plans = await screen.findAllByRole('article');
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Premium',
      'VIP',
    ]);
    const [basic, premium, vip] = plans as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(basic).getByRole('button', { name: 'Aktueller Plan' })).toHaveProperty('disabled', true);
    expect(within(basic).getByText('Kostenlos')).toBeDefined();
    expect(within(basic).getByText('7 Tage Testzeitraum')).toBeDefined();
    expect(within(basic).getByText('10 Downloads pro Tag')).toBeDefined();
    expect(within(basic).getByText('Ohne Newznab-API')).toBeDefined();
    expect(within(premium).getByText('19,99 €')).toBeDefined();
    expect(within(premium).getByText('für 1 Monat')).toBeDefined();
    expect(within(premium).getByText('Full HD (1080p)')).toBeDefined();
    expect(within(premium).getByText('Unbegrenzte Downloads')).toBeDefined();
    expect(within(premium).getByText('Newznab-API: 2.500 Anfragen pro Tag')).toBeDefined();
    expect(within(vip).getByText('39,99 €')).toBeDefined();
    expect(within(vip).getByText('für 3 Monate')).toBeDefined();
    expect(within(vip).getByText('4K Ultra HD')).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'Was dich erwartet' }).nextElementSibling?.children,
    ).toHaveLength(6);
    // Spec 000 §7: the plans call carries no token.
    expect(server.last('GET /api/plans/public')?.headers.get('Authorization')).toBeNull();

    fireEvent.click(within(premium).getByRole('button', { name: 'Plan wählen' }));
    expect(
      await screen.findByText(/vergibt derzeit ein Administrator – es wird nichts berechnet/),
    ).toBeDefined();
    expect(within(basic).getByRole('button', { name: 'Aktueller Plan' })).toBeDefined();
    expect(within(premium).getByRole('button', { name: 'Plan wählen' })).toHaveProperty('disabled', false);
  });

  it("marks a member's own plan as current", async () => {
    mockApi({ 'GET /api/plans/public': () => json(planList({ trialDays: 0 })) });
    renderApp('/pricing', { session: session({ role: 'VIP' }) });
    const [basic, , vip] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(vip).getByRole('button', { name: 'Aktueller Plan' })).toHaveProperty('disabled', true);
    expect(within(basic).getByText('dauerhaft')).toBeDefined();
    fireEvent.click(within(basic).getByRole('button', { name: 'Plan wählen' }));
    expect(await screen.findByText('Dein Plan endet von selbst; danach gilt wieder Basic.')).toBeDefined();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    mockApi({ 'GET /api/plans/public': () => serverError() });
    renderApp('/pricing');
    expect(await screen.findByText('Die Pläne konnten nicht geladen werden.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeDefined();
  });
});
