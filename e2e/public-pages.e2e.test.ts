import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, trackMissingRoutes, trackPageErrors } from './support/browser';
import { startDemoServer, type RunningServer } from './support/server';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TRAILER_CATALOGUE = {
  version: 1,
  movies: [
    {
      title: 'Der Trailertest',
      year: 2026,
      plot: 'Ein Film, den die Browser-Tests anlegen, um den Trailer-Dialog zu öffnen.',
      videos: [{ site: 'YouTube', type: 'Trailer', key: 'nzbkinoTest', name: 'Offizieller Trailer' }],
    },
  ],
};

// The public screens of issue 4 on the demo data, in Chromium. Targets (a movie,
// a series with seasons and episode releases) are looked up through the API, so
// the journeys follow the demo catalogue instead of hard-coding it.

let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[];
let missingRoutes: () => Promise<string[]>;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

interface Named {
  id: number;
  slug: string;
  title: string;
}
interface SeasonInfo {
  id: number;
  seasonNumber: number;
}
interface EpisodeInfo {
  id: number;
  episodeNumber: number;
  title: string | null;
  releaseCount: number;
}

beforeAll(async () => {
  // A movie with a YouTube trailer, added through the CLI's catalogue import, so
  // the trailer journey opens a trailer of a movie that a catalogue file brought in
  // (the demo's only trailer is Metropolis's, checked below through the API).
  server = await startDemoServer(
    {},
    {
      prepare: async (cli) => {
        const file = path.join(mkdtempSync(path.join(tmpdir(), 'nzbkino-trailer-')), 'katalog.json');
        writeFileSync(file, JSON.stringify(TRAILER_CATALOGUE));
        await cli('catalogue-import', file);
      },
    },
  );
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  pageErrors = trackPageErrors(page);
  missingRoutes = trackMissingRoutes(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('public pages in Chromium', () => {
  it('home → movie detail → trailer', async () => {
    await page.goto(server.baseUrl);
    const hero = page.getByRole('region', { name: 'Empfehlungen' });
    await hero.getByRole('link', { name: 'Details' }).waitFor();
    const newMovies = page.locator('section', {
      has: page.getByRole('heading', { name: 'Neu hinzugefügte Filme' }),
    });
    await newMovies.getByRole('listitem').first().waitFor();
    expect(await newMovies.getByRole('listitem').count()).toBe(10);
    await page.getByRole('heading', { name: 'Neueste Releases' }).waitFor();
    await page.getByRole('link', { name: 'Einloggen' }).waitFor();
    // The demo releases are dated after their postings, not all "Gerade eben".
    const latest = await api<{ data: { createdAt: string }[] }>('/releases?limit=100');
    expect(new Set(latest.data.map((r) => r.createdAt.slice(0, 10))).size).toBeGreaterThan(10);

    const firstMovie = newMovies.getByRole('listitem').first().getByRole('link');
    const href = await firstMovie.getAttribute('href');
    await firstMovie.click();
    await page.waitForURL(`${server.baseUrl}${href}`);
    const slug = href!.replace('/movies/', '');
    const movie = await api<Named & { trailers: { site: string; type: string; key: string }[] }>(
      `/movies/${slug}`,
    );
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    expect(await page.title()).toBe(`${movie.title} Download - NZBKino`);
    await page
      .getByRole('table', { name: 'Releases' })
      .or(page.getByText('Keine Releases verfügbar'))
      .first()
      .waitFor();
    // Visitors see the watchlist greyed out with the spec's tooltip; a click says to sign in (001 §5, §8).
    const watchlist = page.getByRole('button', { name: 'Zur Watchlist hinzufügen' });
    expect(await watchlist.getAttribute('aria-disabled')).toBe('true');
    expect(await watchlist.getAttribute('title')).toBe(
      'Bitte einloggen oder registrieren, um diese Funktion zu nutzen',
    );
    // force: Playwright counts aria-disabled as disabled and would wait for it forever.
    await watchlist.click({ force: true });
    await page.getByText('Bitte loggen Sie sich ein für die Watchlist.').waitFor();

    const hasTrailer = movie.trailers.some((t) => t.site === 'YouTube' && t.type === 'Trailer' && t.key);
    const trailerButton = page.getByRole('button', { name: 'Trailer ansehen' });
    // The newest movie is the one the test imported with a trailer.
    expect(hasTrailer).toBe(true);
    await trailerButton.click();
    const frame = page.getByRole('dialog').locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/nzbkinoTest.*autoplay=1/,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const metropolis = await api<{ trailers: { site: string; type: string; key: string }[] }>(
      '/movies/metropolis-1927',
    );
    expect(metropolis.trailers).toContainEqual(
      expect.objectContaining({ site: 'YouTube', type: 'Trailer', key: 'Y5keBI_wk4g' }),
    );
  });

  it('releases → 1080p → search → page 2 → reset', async () => {
    await page.goto(`${server.baseUrl}/releases`);
    await page.getByRole('heading', { level: 1, name: 'Releases' }).waitFor();
    const table = page.getByRole('table', { name: 'Releases' });
    await table.waitFor();
    expect(await page.getByRole('button', { name: 'Filter zurücksetzen' }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'Auflösung' }).selectOption('1080p');
    await page.waitForURL(/\?resolution=1080p$/);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('table tbody tr td:nth-child(3)')).every(
        (td) => td.textContent === '1080p',
      ),
    );

    const filtered = await api<{ totalItems: number }>('/releases?resolution=1080p&search=WEB');
    expect(filtered.totalItems).toBeGreaterThan(25);
    await page.getByRole('searchbox', { name: 'Releases durchsuchen' }).fill('WEB');
    await page.waitForURL(/search=WEB/);
    await page.getByText(`${filtered.totalItems} Releases`).waitFor();
    const pages = Math.ceil(filtered.totalItems / 25);
    await page.getByText(`Seite 1 von ${pages}`).waitFor();

    await page.getByRole('button', { name: 'Seite 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(`Seite 2 von ${pages}`).waitFor();
    const names = await table.locator('tbody th').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('WEB'))).toBe(true);
    expect(new URL(page.url()).searchParams.get('resolution')).toBe('1080p');

    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.waitForURL(`${server.baseUrl}/releases`);
    const all = await api<{ totalItems: number; totalPages: number }>('/releases');
    await page.getByText(`Seite 1 von ${all.totalPages}`).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Releases durchsuchen' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Auflösung' }).inputValue()).toBe('all');
    expect(await page.getByRole('button', { name: 'Filter zurücksetzen' }).count()).toBe(0);
  });

  it('series → season tab → episode → releases', async () => {
    // A series with a second season whose episodes have releases.
    const { series } = await api<{ series: Named[] }>('/series?limit=100');
    let target: { series: Named; season: SeasonInfo; episode: EpisodeInfo } | null = null;
    for (const candidate of series) {
      const detail = await api<{ seasons: SeasonInfo[] }>(`/series/${candidate.slug}`);
      const season = detail.seasons.find((s) => s.seasonNumber === 2);
      if (!season) continue;
      const episodes = await api<EpisodeInfo[]>(`/series/seasons/${season.id}/episodes`);
      const episode = episodes.find((e) => e.releaseCount > 0 && e.title);
      if (episode) {
        target = { series: candidate, season, episode };
        break;
      }
    }
    expect(target).not.toBeNull();
    const { series: show, episode } = target!;

    await page.goto(`${server.baseUrl}/series`);
    await page.getByRole('heading', { level: 1, name: 'TV Serien' }).waitFor();
    await page.getByRole('heading', { level: 2, name: show.title }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    await page.getByRole('heading', { name: 'Staffeln & Episoden' }).waitFor();

    await page.getByRole('tab', { name: 'Staffel 2' }).click();
    await page.waitForURL(/season=2/);
    // The URL changes before React re-renders the tabs: wait for the selection, do not read it at once.
    await page.getByRole('tab', { name: 'Staffel 2', selected: true }).waitFor();
    const code = `S02E${String(episode.episodeNumber).padStart(2, '0')}`;
    await page.getByRole('button', { name: `Episode ${episode.episodeNumber}: ${episode.title}` }).click();
    const releases = page.getByRole('region', { name: `Verfügbare Releases für ${episode.title} (${code})` });
    await releases.getByRole('table').waitFor();
    expect(await releases.locator('tbody tr').count()).toBe(episode.releaseCount);
    // Visitors see the download greyed out; a click says to sign in (spec 001 §8) and downloads nothing.
    const download = releases.getByRole('button', { name: /^NZB herunterladen: / }).first();
    expect(await download.getAttribute('aria-disabled')).toBe('true');
    await download.click({ force: true });
    await page.getByText('Bitte loggen Sie sich ein für Downloads.').waitFor();

    await releases.getByRole('link', { name: 'Als eigene Seite öffnen' }).click();
    await page
      .getByRole('heading', {
        level: 1,
        name: `${show.title} • Staffel 2 • Episode ${episode.episodeNumber}`,
      })
      .waitFor();
    await page.getByRole('table').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(episode.releaseCount);
  });

  it('answers an unknown path with the 404 page', async () => {
    await page.goto(`${server.baseUrl}/filme/gibt-es-nicht/wirklich`);
    await page.getByRole('heading', { level: 1, name: /Seite nicht gefunden/ }).waitFor();
    expect(await page.title()).toBe('Seite nicht gefunden - NZBKino');
    await page
      .getByRole('navigation', { name: 'Vielleicht suchen Sie:' })
      .getByRole('link', { name: 'Filme' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Filme' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/movies');
  });

  it('writes screenshots of home, a movie and a series at 1280 and 390 px', async () => {
    const { movies } = await api<{ movies: Named[] }>('/movies?limit=1&sort=rating_desc');
    const { series } = await api<{ series: Named[] }>('/series?limit=1&sort=rating_desc');
    const targets = [
      ['home', '/', page.getByRole('heading', { name: 'Neueste Releases' })],
      [
        'movie',
        `/movies/${movies[0]!.slug}`,
        page.getByRole('heading', { level: 1, name: movies[0]!.title }),
      ],
      [
        'series',
        `/series/${series[0]!.slug}`,
        page.getByRole('heading', { level: 1, name: series[0]!.title }),
      ],
    ] as const;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      for (const [name, path, ready] of targets) {
        await page.goto(`${server.baseUrl}${path}`);
        await ready.waitFor();
        await page.waitForLoadState('networkidle');
        // Nothing may stick out sideways, down to phone width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `public-${name}-${width}`);
      }
    }
  });

  it('raised no script errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });

  it('asked the server only for routes it has (no "Route … nicht gefunden")', async () => {
    expect(await missingRoutes()).toEqual([]);
  });
});
