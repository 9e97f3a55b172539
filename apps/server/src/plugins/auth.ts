import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthService, AuthUser, Role } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null when the request carries no (valid) bearer token. */
    user: AuthUser | null;
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
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) request.user = await auth.authenticate(token);
  });
}

/** preHandler guards; the rule itself lives in AuthService. */
export function guards(auth: AuthService) {
  const requireUser: preHandlerAsyncHookHandler = async (request) => {
    auth.requireUser(request.user);
  };
  const requireRole =
    (...roles: Role[]): preHandlerAsyncHookHandler =>
    async (request) => {
      auth.requireRole(request.user, ...roles);
    };
  return { requireUser, requireRole, requireAdmin: requireRole('ADMIN') };
}
