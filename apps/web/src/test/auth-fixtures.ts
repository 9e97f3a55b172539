import { fireEvent, screen, within } from '@testing-library/react';
import { json, type ApiHandler } from './api-mock';
import type { Session, SessionUser } from '../lib/session';

export function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    username: 'mia',
    email: 'mia@example.org',
    role: 'USER',
    displayName: null,
    membershipExpiresAt: null,
    ...overrides,
  };
}

export function session(overrides: Partial<SessionUser> = {}, token = 'tok-mia'): Session {
  return { token, user: user(overrides) };
}

/** GET /api/auth/captcha answering captchas cap-1, cap-2, … */
export function captchaHandler(): ApiHandler & { count(): number } {
  let n = 0;
  const answer: ApiHandler = () => {
    n += 1;
    return json({
      id: `cap-${n}`,
      image: `data:image/svg+xml;base64,${btoa(`<svg>${n}</svg>`)}`,
      expiresIn: 600,
    });
  };
  return Object.assign(answer, { count: () => n });
}

export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ statusCode: status, error: 'Error', message, ...extra }, status);
}

/** Types into a field and leaves it, as a user would. */
export function fill(label: string, value: string, container?: HTMLElement): HTMLInputElement {
  const input = (container ? within(container) : screen).getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

/** The JSON body of the last call to `path`. */
export function lastBody(fetchMock: { mock: { calls: unknown[][] } }, path: string): Record<string, unknown> {
  const call = [...fetchMock.mock.calls].reverse().find(([input]) => String(input).endsWith(path));
  const init = call?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body ?? '{}'));
}

export function headerOf(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
  name: string,
): string | null {
  const call = [...fetchMock.mock.calls].reverse().find(([input]) => String(input).endsWith(path));
  return new Headers((call?.[1] as RequestInit | undefined)?.headers).get(name);
}
