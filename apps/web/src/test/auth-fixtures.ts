import { fireEvent, screen, within } from '@testing-library/react';
import type { Captcha, User } from '@nzbkino/api-types';
import { json, type Reply } from './api-mock';
import type { Session } from '../lib/session';

export function user(overrides: Partial<User> = {}): User {
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

export function session(overrides: Partial<User> = {}, token = 'tok-mia'): Session {
  return { token, user: user(overrides) };
}

/** GET /api/auth/captcha answering captchas cap-1, cap-2, … */
export function captchaHandler(): (() => Reply<Captcha>) & { count(): number } {
  let n = 0;
  const answer = () => {
    n += 1;
    return json({
      id: `cap-${n}`,
      image: `data:image/svg+xml;base64,${btoa(`<svg>${n}</svg>`)}`,
      expiresIn: 600,
    });
  };
  return Object.assign(answer, { count: () => n });
}

/** Types into a field and leaves it, as a user would. */
export function fill(label: string, value: string, container?: HTMLElement): HTMLInputElement {
  const input = (container ? within(container) : screen).getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}
