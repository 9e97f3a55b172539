import type { Role } from '@nzbkino/shared';
import type { SettingsRepository } from './settings.repository';
import {
  SETTING_GROUPS,
  type ApiRole,
  type EffectiveSettings,
  type LimitTable,
  type SettingGroup,
} from './site-settings.types';

interface Snapshot {
  value: EffectiveSettings;
  /** When each stored group was last changed (ISO); groups at their default are absent. */
  updatedAt: Partial<Record<SettingGroup, string>>;
  loadedAt: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored group over its default: objects field by field (a field added later keeps its default). */
function merged<T>(fallback: T, stored: unknown): T {
  if (stored === undefined || stored === null) return fallback;
  if (isPlainObject(fallback)) return isPlainObject(stored) ? ({ ...fallback, ...stored } as T) : fallback;
  return typeof stored === typeof fallback ? (stored as T) : fallback;
}

/**
 * The settings in force: the environment's defaults with the administrators'
 * changes from the database on top. Services read them here on every use, so
 * a change takes effect without a restart: at once in this process (a write
 * drops the cache), within `ttlMs` in other processes on the same database.
 */
export class SiteSettings {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private readonly listeners: ((settings: EffectiveSettings) => void)[] = [];

  constructor(
    private readonly repository: SettingsRepository,
    readonly defaults: EffectiveSettings,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  async current(): Promise<EffectiveSettings> {
    return (await this.fresh()).value;
  }

  /** The settings and when each group was changed (the admin screen). */
  async withChangeTimes(): Promise<Pick<Snapshot, 'value' | 'updatedAt'>> {
    return this.fresh();
  }

  /**
   * The last settings read, without waiting (mail texts, built synchronously);
   * a stale copy is refreshed in the background for the next caller.
   */
  peek(): EffectiveSettings {
    if (!this.snapshot || this.clock() - this.snapshot.loadedAt >= this.ttlMs) {
      void this.fresh().catch(() => {});
    }
    return this.snapshot?.value ?? this.defaults;
  }

  async downloadLimits(): Promise<LimitTable<Role>> {
    return (await this.current()).downloadLimits;
  }

  async apiLimits(): Promise<LimitTable<ApiRole>> {
    return (await this.current()).apiLimits;
  }

  /** Stores whole groups (already merged and checked by the caller) and applies them at once. */
  async save(groups: Partial<EffectiveSettings>, updatedBy: number | null): Promise<void> {
    const rows = SETTING_GROUPS.filter((key) => groups[key] !== undefined).map((key) => ({
      key,
      value: groups[key] as unknown,
    }));
    await this.repository.upsert(rows, updatedBy);
    this.snapshot = null;
    const value = await this.current();
    for (const listener of this.listeners) listener(value);
  }

  /** Called after every change made in this process (e.g. to rebuild an SMTP connection). */
  onChange(listener: (settings: EffectiveSettings) => void): void {
    this.listeners.push(listener);
  }

  private async fresh(): Promise<Snapshot> {
    const snapshot = this.snapshot;
    if (snapshot && this.clock() - snapshot.loadedAt < this.ttlMs) return snapshot;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    const rows = await this.repository.all();
    const stored = new Map(rows.map((row) => [row.key, row]));
    const value = { ...this.defaults } as Record<SettingGroup, unknown>;
    const updatedAt: Partial<Record<SettingGroup, string>> = {};
    for (const key of SETTING_GROUPS) {
      const row = stored.get(key);
      if (!row) continue;
      value[key] = merged(this.defaults[key], row.value);
      updatedAt[key] = row.updatedAt.toISOString();
    }
    this.snapshot = { value: value as unknown as EffectiveSettings, updatedAt, loadedAt: this.clock() };
    return this.snapshot;
  }
}
