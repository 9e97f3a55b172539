-- A GIN index with fastupdate parks new entries in a pending list that every search reads
-- whole until a vacuum (or 4 MB of entries) merges it: after a bulk change of releases, word
-- searches slowed several-fold (issue 42). Without the list, writes update the index at once.
-- ALTER, not a rebuild: instant on millions of releases; the list is merged here once.
ALTER INDEX "releases_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "releases_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('releases_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('releases_name_trgm_idx'::regclass);
--> statement-breakpoint
-- Word and category pages read the releases' indexes alone (index-only scans), which needs the
-- visibility map: a bulk change clears it for every page it touches, and the default
-- autovacuum threshold (20 % of the table) left it cleared until 200,000 changes at a million
-- releases. At 2 % a vacuum follows any bulk change of 20,000 releases.
ALTER TABLE "releases" SET (
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02,
  autovacuum_analyze_scale_factor = 0.02
);
