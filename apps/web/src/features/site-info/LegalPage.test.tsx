import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const info = (impressum: string | null, privacyPolicy: string | null) => () =>
  json({
    supportEmail: null,
    supportPhone: null,
    supportHours: [],
    team: [],
    impressum,
    privacyPolicy,
    forumUrl: null,
  });

describe('Impressum and Datenschutzerklärung', () => {
  it('show the text the operator wrote, paragraph by paragraph', async () => {
    mockApi({
      'GET /api/site-info': info(
        'Erika Muster\nMusterstraße 1\n\nE-Mail: erika@kino.example',
        'Wir speichern wenig.',
      ),
    });
    renderApp('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeDefined();
    const first = await screen.findByText(/Erika Muster/);
    expect(first.textContent).toBe('Erika Muster\nMusterstraße 1');
    expect(screen.getByText('E-Mail: erika@kino.example')).toBeDefined();
  });

  it('say that the operator has not written them yet, rather than invent them', async () => {
    mockApi();
    renderApp('/datenschutz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeDefined();
    expect(
      await screen.findByText('Der Betreiber dieser Seite hat noch keine Datenschutzerklärung hinterlegt.'),
    ).toBeDefined();
  });
});
