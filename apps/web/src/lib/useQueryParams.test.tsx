import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueryParams } from './useQueryParams';

type Update = ReturnType<typeof useQueryParams>['update'];

function renderAt(path: string) {
  const handle: { update?: Update } = {};
  function Screen() {
    handle.update = useQueryParams().update;
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Screen /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search, update: (...args: Parameters<Update>) => handle.update!(...args) };
}

describe('useQueryParams', () => {
  it('keeps a change made while the one before is still rendering (tick a filter, then search at once)', async () => {
    const { search, update } = renderAt('/?page=3');
    await act(async () => {
      update({ unmatched: 'true' });
      update({ search: 'Voellig Unbekannt' }, { replace: true });
    });
    expect(Object.fromEntries(search())).toEqual({ unmatched: 'true', search: 'Voellig Unbekannt' });
  });

  it('builds on an address reached from elsewhere (a link, the back button)', async () => {
    const { router, search, update } = renderAt('/?unmatched=true');
    await act(() => router.navigate('/?category=TV'));
    await act(async () => update({ page: 2 }, { keepPage: true }));
    expect(Object.fromEntries(search())).toEqual({ category: 'TV', page: '2' });
    await act(async () => update({ search: '' }));
    expect(search().toString()).toBe('category=TV');
  });
});
