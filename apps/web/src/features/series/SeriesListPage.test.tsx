import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, serverError } from '../../test/api-mock';
import { pagination, seriesCard } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function card(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('article')!;
}

describe('series list', () => {
  it("shows 'TV Serien' with breadcrumb Home > Serien, cards and 'N Serien gesamt'", async () => {
    const long = 'x'.repeat(180);
    mockApi({
      'GET /api/series': () =>
        json({
          series: [
            seriesCard({ title: 'Elbnebel', numberOfSeasons: 1, plot: long, firstAirDate: '2017-12-01' }),
            seriesCard({ title: 'Ohlenbrück', numberOfSeasons: 3, rating: null }),
          ],
          pagination: pagination(1, 1, 2),
        }),
      'GET /api/series/genres': () => json([]),
    });
    renderApp('/series');
    await screen.findByRole('heading', { level: 2, name: 'Elbnebel' });
    expect(screen.getByRole('heading', { level: 1, name: 'TV Serien' })).toBeDefined();
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(crumbs).getByText('Serien').getAttribute('aria-current')).toBe('page');
    expect(screen.getByPlaceholderText('Serien suchen...')).toBeDefined();

    const one = within(card('Elbnebel'));
    expect(one.getByText('2017 · 1 Staffel')).toBeDefined();
    expect(one.getByText(`${'x'.repeat(150)}…`)).toBeDefined();
    expect(one.getByText(/Bewertung 8,1 von 10/)).toBeDefined();
    expect(within(card('Ohlenbrück')).getByText('2017 · 3 Staffeln')).toBeDefined();
    expect(within(card('Ohlenbrück')).queryByText(/Bewertung/)).toBeNull();
    expect(screen.getByText('2 Serien gesamt')).toBeDefined();
  });

  it("says 'Keine Serien gefunden' when nothing matches", async () => {
    mockApi({ 'GET /api/series': () => json({ series: [], pagination: pagination(1, 0, 0) }) });
    renderApp('/series?search=zzz');
    expect(await screen.findByText('Keine Serien gefunden')).toBeDefined();
  });

  it("shows the error in German with 'Erneut versuchen'", async () => {
    let calls = 0;
    mockApi({
      'GET /api/series': () =>
        ++calls === 1
          ? serverError()
          : json({ series: [seriesCard({ title: 'Zurück' })], pagination: pagination(1, 1, 1) }),
    });
    renderApp('/series');
    expect(
      await screen.findByText('Fehler beim Laden der Serien. Bitte versuchen Sie es erneut.'),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Zurück' })).toBeDefined();
  });
});
