CREATE TABLE "release_deletions" (
	"release_id" integer PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "release_grab_counts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "release_deletions_deleted_idx" ON "release_deletions" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "release_grab_counts_updated_idx" ON "release_grab_counts" USING btree ("updated_at");--> statement-breakpoint
-- The Newznab API keeps a copy of the releases in each server's memory (release-store.ts) and
-- reads, every 250 ms, what changed since it last looked: releases stamped by any update (not
-- only admins' edits: matching a film later, a film's deletion setting movie_id null), grab
-- counts stamped by any change, and the releases deleted (kept here a day). catalogue_stamp()
-- (migration 0016) sets updated_at to the database's clock.
CREATE TRIGGER releases_stamp BEFORE UPDATE ON releases FOR EACH ROW EXECUTE FUNCTION catalogue_stamp();--> statement-breakpoint
CREATE TRIGGER release_grab_counts_stamp BEFORE INSERT OR UPDATE ON release_grab_counts FOR EACH ROW EXECUTE FUNCTION catalogue_stamp();--> statement-breakpoint
CREATE FUNCTION release_deletions_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO release_deletions (release_id, deleted_at)
    SELECT id, clock_timestamp() FROM gone
    ON CONFLICT (release_id) DO UPDATE SET deleted_at = excluded.deleted_at;
  DELETE FROM release_deletions WHERE deleted_at < clock_timestamp() - interval '1 day';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER releases_deleted AFTER DELETE ON releases REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION release_deletions_note();
