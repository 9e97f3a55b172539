import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

function renderPagination(page: number, totalPages: number) {
  const onPageChange = vi.fn();
  render(
    <Pagination
      page={page}
      totalPages={totalPages}
      summary="1.234 Filme gesamt"
      onPageChange={onPageChange}
    />,
  );
  return onPageChange;
}

const numbers = () =>
  screen.getAllByRole('button', { name: /^Seite \d/ }).map((button) => button.textContent);

describe('pagination', () => {
  it('is not shown for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows first, previous, five numbers, next, last and "Seite X von Y"', () => {
    renderPagination(7, 52);
    expect(numbers()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Seite 7' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Seite 7 von 52')).toBeDefined();
    expect(screen.getByText(/1\.234 Filme gesamt/)).toBeDefined();
    for (const name of ['Erste Seite', 'Vorherige Seite', 'Nächste Seite', 'Letzte Seite']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false);
    }
  });

  it('navigates to first, previous, a number, next and last', () => {
    const onPageChange = renderPagination(7, 52);
    fireEvent.click(screen.getByRole('button', { name: 'Erste Seite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Seite 9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([1, 6, 9, 8, 52]);
  });

  it('never navigates to the current page or past the ends', () => {
    const onPageChange = renderPagination(1, 3);
    expect(screen.getByRole('button', { name: 'Erste Seite' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Seite 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(numbers()).toEqual(['1', '2', '3']);
  });

  it('disables next and last on the last page', () => {
    renderPagination(3, 3);
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Letzte Seite' })).toHaveProperty('disabled', true);
  });
});
