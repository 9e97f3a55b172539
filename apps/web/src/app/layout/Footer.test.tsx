import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, serverError, text } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

function footer() {
  return screen.getByRole('contentinfo');
}

/** The value shown next to a statistic's label. */
function statValue(label: string) {
  const term = within(footer())
    .getAllByText(label)
    .find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent;
}

describe('footer', () => {
  it('shows the public statistics in German formatting', async () => {
    mockApi({
      'GET /api/stats': () =>
        json({
          movieCount: 12345,
          seriesCount: 678,
          releaseCount: 1234567,
          userCount: 42,
          totalSize: 1.5 * 1024 ** 4,
        }),
    });
    renderApp('/');

    await waitFor(() => expect(statValue('Filme')).toBe('12.345'));
    expect(statValue('Serien')).toBe('678');
    expect(statValue('Releases')).toBe('1.234.567');
    expect(statValue('Benutzer')).toBe('42');
    expect(statValue('Gesamtgröße')).toBe('1,5 TB');
  });

  it('shows zeros when the statistics cannot be loaded', async () => {
    const server = mockApi({ 'GET /api/stats': () => serverError() });
    renderApp('/');

    await waitFor(() => expect(statValue('Filme')).toBe('0'));
    expect(statValue('Serien')).toBe('0');
    expect(statValue('Releases')).toBe('0');
    expect(statValue('Benutzer')).toBe('0');
    expect(statValue('Gesamtgröße')).toBe('0,0 B');
    expect(server.to('GET /api/stats')).not.toHaveLength(0);
  });

  it('shows the latest version from the server', async () => {
    mockApi({ 'GET /api/changelog/latest-version': () => text('v1.2.0\n') });
    renderApp('/');
    expect(await within(footer()).findByRole('button', { name: 'v1.2.0' })).toBeDefined();
  });

  it('falls back to v0.1 when the version cannot be loaded', async () => {
    mockApi({ 'GET /api/changelog/latest-version': () => serverError(503) });
    renderApp('/');
    expect(await within(footer()).findByRole('button', { name: 'v0.1' })).toBeDefined();
  });

  it('falls back to v0.1 when the answer is not a version label', async () => {
    mockApi({ 'GET /api/changelog/latest-version': () => text('<!doctype html><html></html>') });
    renderApp('/');
    expect(await within(footer()).findByRole('button', { name: 'v0.1' })).toBeDefined();
  });

  it('shows the copyright line for the current year with the configured site name', () => {
    mockApi();
    renderApp('/', { siteName: 'KinoKiste' });
    expect(
      within(footer()).getByText(`© ${new Date().getFullYear()} KinoKiste. Alle Rechte vorbehalten.`),
    ).toBeDefined();
  });

  it('opens the tool and anonymity links in a new tab without leaking the opener', () => {
    mockApi();
    renderApp('/');
    for (const name of [
      'NZBGet',
      'SABnzbd',
      'Sonarr',
      'Radarr',
      'Prowlarr',
      'NZBHydra2',
      'VPN einfach erklärt',
    ]) {
      const link = within(footer()).getByRole('link', { name: new RegExp(name) });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    for (const heading of ['Usenet-Downloader', 'Anonymität', 'Media-Tools', 'Statistiken']) {
      expect(within(footer()).getByRole('heading', { name: heading })).toBeDefined();
    }
  });

  it('links the site pages no other navigation reaches: pricing, FAQ, about, Impressum, privacy', () => {
    mockApi();
    renderApp('/');
    const pages = within(footer()).getByRole('navigation', { name: 'Über die Seite' });
    const links = within(pages)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Preise', '/pricing'],
      ['FAQ', '/faq'],
      ['Über uns', '/about'],
      ['Impressum', '/impressum'],
      ['Datenschutz', '/datenschutz'],
    ]);
  });
});
