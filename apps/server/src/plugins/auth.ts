import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService, AuthUser, Role } from '../modules/auth/auth.service';

/** A route protected by a guard, as the route table records it (tests check every one). */
export interface GuardedRoute {
  method: string;
  url: string;
  /** The roles admitted; 'any' means every signed-in user. */
  roles: Role[] | 'any';
  /** The 401 text for a visitor, when the route has its own (spec texts such as the download's). */
  loginMessage?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    guardedRoutes: GuardedRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user, or null when the request carries no (valid) bearer token. */
    user: AuthUser | null;
    /** Lifetime in seconds of the presented token (null without one). */
    tokenLifetime: number | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Reads the bearer token of every request. A request with a bad token is
 * answered 401 at once (the client signs out), one without a token continues
 * as a visitor; each route states what it requires with the guards below.
 */
export function registerAuth(app: FastifyInstance, auth: AuthService): void {
  const guarded: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guarded);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean);
    const guard = hooks.map((hook) => (hook as { [GUARD]?: GuardTag })[GUARD]).find(Boolean);
    if (!guard) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') guarded.push({ method, url: route.url, ...guard });
    }
  });
  app.decorateRequest('user', null);
  app.decorateRequest('tokenLifetime', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await auth.authenticate(token);
    request.user = session.user;
    request.tokenLifetime = session.tokenLifetime;
  });
}

/** A guard runs as the route's onRequest hook (or preHandler); the rule itself lives in AuthService. */
export type Guard = (request: FastifyRequest) => Promise<void>;

const GUARD = Symbol('nzbkino.guard');
type GuardTag = Pick<GuardedRoute, 'roles' | 'loginMessage'>;

function tagged(guard: Guard, roles: Role[] | 'any', loginMessage?: string): Guard {
  return Object.assign(guard, { [GUARD]: loginMessage ? { roles, loginMessage } : { roles } });
}

/**
 * Route guards. Use them as `onRequest`, so a visitor gets 401 and a member 403
 * before the body is even read or validated.
 */
export function guards(auth: AuthService) {
  const requireUser = tagged(async (request) => {
    auth.requireUser(request.user);
  }, 'any');
  const requireRole = (...roles: Role[]): Guard =>
    tagged(async (request) => {
      auth.requireRole(request.user, ...roles);
    }, roles);
  /** Like requireUser, with the route's own 401 text for visitors. */
  const requireUserSaying = (loginMessage: string): Guard =>
    tagged(
      async (request) => {
        auth.requireUser(request.user, loginMessage);
      },
      'any',
      loginMessage,
    );
  return { requireUser, requireRole, requireAdmin: requireRole('ADMIN'), requireUserSaying };
}
