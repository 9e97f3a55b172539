import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('pricing page', () => {
  it('shows the three plans; only Basic is selected and its button reads Aktueller Plan', async () => {
    mockApi();
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium-Pläne' })).toBeDefined();
    const plans = screen.getAllByRole('article');
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Premium',
      'VIP',
    ]);
    const [basic, premium, vip] = plans as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(basic).getByRole('button', { name: 'Aktueller Plan' })).toHaveProperty('disabled', true);
    expect(within(basic).getByText('Kostenlos')).toBeDefined();
    expect(within(basic).getByText('7 Tage Testzeitraum')).toBeDefined();
    expect(within(premium).getByText('19,99 €')).toBeDefined();
    expect(within(premium).getByText('Full HD (1080p)')).toBeDefined();
    expect(within(vip).getByText('39,99 €')).toBeDefined();
    expect(within(vip).getByText('für 3 Monate')).toBeDefined();
    expect(within(vip).getByText('4K Ultra HD')).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'Was dich erwartet' }).nextElementSibling?.children,
    ).toHaveLength(6);

    fireEvent.click(within(premium).getByRole('button', { name: 'Plan wählen' }));
    expect(await screen.findByText(/Premium und VIP können in Kürze gebucht werden/)).toBeDefined();
    expect(within(basic).getByRole('button', { name: 'Aktueller Plan' })).toBeDefined();
    expect(within(premium).getByRole('button', { name: 'Plan wählen' })).toHaveProperty('disabled', false);
  });
});
