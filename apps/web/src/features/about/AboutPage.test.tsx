import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('about page', () => {
  it('shows intro, six features, four team members, the fixed figures and the call to action', async () => {
    mockApi();
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
    expect(within(screen.getByRole('region', { name: 'Unser Team' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    for (const value of ['2.1M+', '50K+', '15K+', '120+']) expect(screen.getByText(value)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Jetzt Premium werden' }).getAttribute('href')).toBe('/pricing');
  });
});
