import { randomBytes } from 'node:crypto';
import { hasApiAccessRole, newznabMessages, type ApiKeyStatus, type GeneratedApiKey } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import { sha256, type AuthUser } from '../auth/auth.service';
import type { UsersRepository } from './users.repository';

/**
 * The Newznab API key (spec 001 §7). 32 random bytes as hex; only its SHA-256
 * is stored (a fast hash is enough for a 256-bit random secret), so the key is
 * shown once when generated. Generating again replaces it.
 */
export class ApiKeyService {
  constructor(private readonly users: UsersRepository) {}

  async status(user: AuthUser): Promise<ApiKeyStatus> {
    const row = await this.users.findById(user.id);
    return {
      exists: Boolean(row?.apiKeyHash),
      createdAt: row?.apiKeyHash ? (row.apiKeyCreatedAt?.toISOString() ?? null) : null,
    };
  }

  /** Only roles that may use the API get a key (403 with the reason for a Basic member). */
  async generate(user: AuthUser): Promise<GeneratedApiKey> {
    if (!hasApiAccessRole(user.role)) throw new HttpError(403, newznabMessages.apiKeyPremiumOnly);
    const apiKey = randomBytes(32).toString('hex');
    const createdAt = new Date();
    await this.users.setApiKey(user.id, sha256(apiKey), createdAt);
    return { apiKey, createdAt: createdAt.toISOString() };
  }

  async revoke(user: AuthUser): Promise<void> {
    await this.users.setApiKey(user.id, null, null);
  }
}
