import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('about page', () => {
  it('shows intro, six features, the team and the figures the operator and the server give, and the call to action', async () => {
    mockApi({
      'GET /api/stats': () =>
        json({ movieCount: 40, seriesCount: 10, releaseCount: 1249, userCount: 2, totalSize: 1 }),
      'GET /api/site-info': () =>
        json({
          supportEmail: null,
          supportPhone: null,
          supportHours: [],
          team: [
            { name: 'Erika Muster', role: 'Betrieb' },
            { name: 'Max Muster', role: 'Katalog' },
          ],
          impressum: null,
          privacyPolicy: null,
          forumUrl: null,
        }),
    });
    renderApp('/about', { siteName: 'KinoKiste' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeDefined();
    expect(screen.getByText(/^KinoKiste ist dein deutschsprachiger Katalog/)).toBeDefined();
    const features = screen.getByRole('region', { name: 'Was uns ausmacht' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Ultra HD Qualität',
      'Riesige Auswahl',
      'Blitzschnell',
      '100% Sicher',
      'Community',
      '24/7 Support',
    ]);
    const team = await screen.findByRole('region', { name: 'Unser Team' });
    expect(
      within(team)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['EMErika MusterBetrieb', 'MMMax MusterKatalog']);
    const figures = await screen.findByRole('region', { name: 'In Zahlen' });
    expect(
      within(figures)
        .getAllByRole('term')
        .map((term) => `${term.nextElementSibling?.textContent} ${term.textContent}`),
    ).toEqual(['40 Filme', '10 Serien', '1.249 Releases', '2 Mitglieder']);
    expect(screen.queryByText('2.1M+')).toBeNull();
    expect(screen.getByRole('link', { name: 'Jetzt Premium werden' }).getAttribute('href')).toBe('/pricing');
  });

  it('invents no team: without operator settings the team section is not shown', async () => {
    mockApi();
    renderApp('/about');
    expect(await screen.findByRole('region', { name: 'In Zahlen' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Unser Team' })).toBeNull();
  });
});
