import { DEFAULT_VERSION_LABEL, type ChangelogEntry } from '@nzbkino/shared';
import type { ChangelogRow } from '../../db/schema';
import type { ChangelogRepository } from './changelog.repository';

/** The dialog shows the whole history; a cap keeps one answer bounded. */
const MAX_ENTRIES = 200;

function toEntry(row: ChangelogRow): ChangelogEntry {
  return {
    id: row.id,
    version: row.version,
    isPrerelease: row.isPrerelease,
    releaseDate: row.releaseDate.toISOString(),
    title: row.title,
    description: row.description,
    changes: row.changes,
  };
}

export class ChangelogService {
  constructor(private readonly repository: ChangelogRepository) {}

  async list(): Promise<ChangelogEntry[]> {
    return (await this.repository.listNewestFirst(MAX_ENTRIES)).map(toEntry);
  }

  /** The label of the footer's version link, e.g. "v1.2.0". */
  async latestVersionLabel(): Promise<string> {
    const newest = await this.repository.newest();
    if (!newest) return DEFAULT_VERSION_LABEL;
    return /^v/i.test(newest.version) ? newest.version : `v${newest.version}`;
  }
}
