import type { Database } from '../../db/client';
import { CatalogueEntries } from '../newznab/rows/catalogue-entries';
import { CatalogueEntriesRepository } from '../newznab/rows/catalogue-entries.repository';
import { ReleasesRepository } from '../releases/releases.repository';
import { PostgresCatalogueListing, type ListingCountOptions } from './postgres/postgres-catalogue-listing';
import { PostgresReleaseSearch } from './postgres/postgres-release-search';
import { PostgresSearchRepository } from './postgres/postgres-search.repository';
import type { ReleaseSearch } from './release-search';

/**
 * The release search of this installation: one instance that the Newznab API,
 * the RSS feeds and the web catalogue share. PostgreSQL's full-text search is
 * the driver (docs/adr/0001-release-search.md); an engine driver joins here.
 */
export function createReleaseSearch(
  db: Database,
  counting: Partial<ListingCountOptions> = {},
): ReleaseSearch {
  return new PostgresReleaseSearch(
    new PostgresSearchRepository(db),
    new CatalogueEntries(new CatalogueEntriesRepository(db)),
    new PostgresCatalogueListing(new ReleasesRepository(db), counting),
  );
}
