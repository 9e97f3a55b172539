import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const episodePath = '/series/dark-2017/season/1/episode/2';

describe('embedded mode', () => {
  beforeEach(() => {
    mockApi();
  });

  it('shows header and footer normally', async () => {
    renderApp(episodePath);
    await screen.findByRole('heading', { name: 'Staffel 1 • Episode 2' });
    expect(screen.queryByRole('banner')).not.toBeNull();
    expect(screen.queryByRole('contentinfo')).not.toBeNull();
  });

  it('hides header and footer on paths containing /embedded/', async () => {
    renderApp('/embedded/movies');
    await screen.findByRole('heading', { name: /Seite nicht gefunden/ });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('hides only the header of the episode releases page with ?embedded=true', async () => {
    renderApp(`${episodePath}?embedded=true`);
    await screen.findByRole('heading', { name: 'Staffel 1 • Episode 2' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).not.toBeNull();
  });

  it('ignores ?embedded=true on other pages', async () => {
    renderApp('/movies?embedded=true');
    await screen.findByRole('heading', { name: 'Filme' });
    expect(screen.queryByRole('banner')).not.toBeNull();
  });

  describe('inside a frame', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'self');
    beforeEach(() => {
      // window.top cannot be redefined in jsdom; a different window.self has the same effect.
      Object.defineProperty(window, 'self', { configurable: true, get: () => ({}) });
    });
    afterEach(() => {
      if (original) Object.defineProperty(window, 'self', original);
    });

    it('hides header and footer', async () => {
      renderApp('/movies');
      await screen.findByRole('heading', { name: 'Filme' });
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    });
  });
});
