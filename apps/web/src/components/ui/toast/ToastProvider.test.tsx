import { useEffect } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import type { ToastApi } from './toast-context';
import { useToast } from './useToast';

let toast: ToastApi;

function CaptureToastApi({ onApi }: { onApi: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => onApi(api), [api, onApi]);
  return null;
}

function renderToasts() {
  render(
    <ToastProvider>
      <CaptureToastApi
        onApi={(api) => {
          toast = api;
        }}
      />
    </ToastProvider>,
  );
}

function region() {
  return screen.getByRole('region', { name: 'Hinweise' });
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renderToasts();
  });

  it('shows a success toast and removes it after the default 4 seconds', () => {
    act(() => void toast.success('Download gestartet: Film.2024'));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Download gestartet: Film.2024');

    act(() => void vi.advanceTimersByTime(3999));
    expect(screen.queryByText('Download gestartet: Film.2024')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Download gestartet: Film.2024')).toBeNull();
  });

  it('announces errors as alerts and keeps them for 5 seconds', () => {
    act(() => void toast.error('Release nicht gefunden'));
    expect(screen.getByRole('alert').textContent).toContain('Release nicht gefunden');

    act(() => void vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses 4 seconds for warnings and info, and a custom duration when given', () => {
    act(() => {
      toast.warning('Bitte loggen Sie sich ein für die Watchlist.');
      toast.info('Hinweis');
      toast.show('success', 'Kurz', 1000);
    });
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Kurz')).toBeNull();
    expect(screen.queryByText('Hinweis')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(3000));
    expect(within(region()).queryAllByRole('status')).toHaveLength(0);
  });

  it('keeps a toast with a duration of 0 or less until it is removed, without a progress bar', () => {
    act(() => {
      toast.show('info', 'Bleibt stehen', 0);
      toast.show('warning', 'Bleibt auch', -1);
    });
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('Bleibt stehen')).toBeDefined();
    expect(screen.getByText('Bleibt auch')).toBeDefined();
    expect(screen.queryAllByTestId('toast-progress')).toHaveLength(0);
  });

  it('draws a progress bar that runs over the duration', () => {
    act(() => void toast.error('Fehler beim Download'));
    const bar = within(screen.getByRole('alert')).getByTestId('toast-progress');
    expect(bar.style.animationDuration).toBe('5000ms');
  });

  it('removes a toast with its close button', () => {
    act(() => {
      toast.show('info', 'Erster', 0);
      toast.show('info', 'Zweiter', 0);
    });
    const first = screen.getByText('Erster').closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByText('Erster')).toBeNull();
    expect(screen.getByText('Zweiter')).toBeDefined();
  });

  it('removes a toast by id and clears all at once', () => {
    let id = 0;
    act(() => {
      id = toast.info('Eins', 0);
      toast.success('Zwei', 0);
      toast.warning('Drei', 0);
    });
    act(() => toast.remove(id));
    expect(screen.queryByText('Eins')).toBeNull();
    expect(within(region()).getAllByRole('status')).toHaveLength(2);

    act(() => toast.clear());
    expect(within(region()).queryAllByRole('status')).toHaveLength(0);
  });

  it('pauses while the pointer rests on a toast and resumes with the remaining time', () => {
    act(() => void toast.success('Gespeichert'));
    act(() => void vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Gespeichert')).not.toBeNull();

    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.queryByText('Gespeichert')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Gespeichert')).toBeNull();
  });
});
