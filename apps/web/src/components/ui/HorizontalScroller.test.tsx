import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HorizontalScroller } from './HorizontalScroller';

/** jsdom has no layout: give the viewport the sizes a browser would measure. */
function layout(viewport: HTMLElement, { clientWidth, scrollWidth, scrollLeft = 0 }: Record<string, number>) {
  Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(viewport, 'scrollWidth', { configurable: true, value: scrollWidth });
  viewport.scrollLeft = scrollLeft;
}

function renderRow() {
  render(
    <HorizontalScroller step={1040} label="Neu hinzugefügte Filme">
      <ul>
        <li>Film</li>
      </ul>
    </HorizontalScroller>,
  );
  return screen.getByRole('list').parentElement!;
}

describe('horizontal row', () => {
  it('shows no arrows when everything fits', () => {
    const viewport = renderRow();
    layout(viewport, { clientWidth: 1200, scrollWidth: 1200 });
    act(() => void fireEvent.scroll(viewport));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the arrows only towards the side that can scroll, and scrolls by the step', () => {
    const viewport = renderRow();
    const scrollBy = vi.fn();
    viewport.scrollBy = scrollBy as unknown as typeof viewport.scrollBy;

    layout(viewport, { clientWidth: 1000, scrollWidth: 3000 });
    act(() => void fireEvent.scroll(viewport));
    expect(screen.queryByRole('button', { name: 'Neu hinzugefügte Filme: nach links blättern' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Neu hinzugefügte Filme: nach rechts blättern' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 1040, behavior: 'smooth' });

    layout(viewport, { clientWidth: 1000, scrollWidth: 3000, scrollLeft: 1040 });
    act(() => void fireEvent.scroll(viewport));
    fireEvent.click(screen.getByRole('button', { name: 'Neu hinzugefügte Filme: nach links blättern' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -1040, behavior: 'smooth' });

    layout(viewport, { clientWidth: 1000, scrollWidth: 3000, scrollLeft: 2000 });
    act(() => void fireEvent.scroll(viewport));
    expect(screen.queryByRole('button', { name: /nach rechts/ })).toBeNull();
    expect(screen.getByRole('button', { name: /nach links/ })).toBeDefined();
  });
});
