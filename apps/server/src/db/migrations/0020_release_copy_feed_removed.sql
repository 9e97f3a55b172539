-- The in-memory Newznab copy of the releases is gone: the search change feed of 0019 replaces its
-- time windows, so the table of recent deletions and its trigger go too.
DROP TRIGGER IF EXISTS releases_deleted ON releases;--> statement-breakpoint
DROP FUNCTION IF EXISTS release_deletions_note();--> statement-breakpoint
DROP TABLE "release_deletions" CASCADE;
