CREATE TABLE "search_feed_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" bigint NOT NULL,
	"release_id" integer NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_feed_positions" (
	"consumer" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"change_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_feed_transactions" (
	"tx_id" bigint PRIMARY KEY NOT NULL,
	"seq" bigint,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "search_feed_changes_tx_idx" ON "search_feed_changes" USING btree ("tx_id","id");--> statement-breakpoint
CREATE INDEX "search_feed_transactions_seq_idx" ON "search_feed_transactions" USING btree ("seq");--> statement-breakpoint
-- The change feed of the search indexes (docs/adr/0001-release-search.md). Every insert, update
-- and delete of a release, of its grab count, and of the searchable columns of its film or
-- series writes a change row in the same transaction, whichever path made it (the app, a
-- migration, an operator's SQL). A transaction's changes share one transaction row whose seq is
-- given at commit: the sealing trigger runs deferred, as the last thing before the commit, and
-- takes a lock held until the commit is visible, so seqs are handed out in commit order and a
-- reader that sees seq n committed has seen every smaller one. Readers then need no time window.
CREATE SEQUENCE "search_feed_tx_ids";--> statement-breakpoint
CREATE SEQUENCE "search_feed_seqs";--> statement-breakpoint
-- The id of the current transaction's feed row, made at its first change. A transaction-local
-- setting rather than the xid: ids survive a dump and restore (a restored cluster reuses xids).
CREATE FUNCTION search_feed_tx() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  tx bigint := nullif(current_setting('nzbkino.search_feed_tx', true), '')::bigint;
BEGIN
  IF tx IS NULL THEN
    tx := nextval('search_feed_tx_ids');
    PERFORM set_config('nzbkino.search_feed_tx', tx::text, true);
    INSERT INTO search_feed_transactions (tx_id) VALUES (tx);
  END IF;
  RETURN tx;
END $$;--> statement-breakpoint
CREATE FUNCTION search_feed_seal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- 0x5eed_feed: one lock for every writer's commit; held from here until the commit is visible.
  PERFORM pg_advisory_xact_lock(1592647405);
  UPDATE search_feed_transactions SET seq = nextval('search_feed_seqs'), committed_at = clock_timestamp()
    WHERE tx_id = NEW.tx_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_feed_seal AFTER INSERT ON search_feed_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_feed_seal();--> statement-breakpoint
-- Releases inserted, updated or deleted (statement triggers: one insert per statement, whatever its size).
CREATE FUNCTION search_feed_releases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM gone) THEN
      INSERT INTO search_feed_changes (tx_id, release_id, kind)
        SELECT t.tx, g.id, 'delete' FROM gone g, (SELECT search_feed_tx() AS tx) t;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM changed) THEN
    INSERT INTO search_feed_changes (tx_id, release_id, kind)
      SELECT t.tx, c.id, 'upsert' FROM changed c, (SELECT search_feed_tx() AS tx) t;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER releases_feed_inserted AFTER INSERT ON releases REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_feed_releases();--> statement-breakpoint
CREATE TRIGGER releases_feed_updated AFTER UPDATE ON releases REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_feed_releases();--> statement-breakpoint
CREATE TRIGGER releases_feed_deleted AFTER DELETE ON releases REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION search_feed_releases();--> statement-breakpoint
-- Grab counts are part of a release's search document (a count's row goes with its release).
CREATE FUNCTION search_feed_grab_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    INSERT INTO search_feed_changes (tx_id, release_id, kind)
      SELECT t.tx, c.release_id, 'upsert' FROM changed c, (SELECT search_feed_tx() AS tx) t;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER release_grab_counts_feed_inserted AFTER INSERT ON release_grab_counts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_feed_grab_counts();--> statement-breakpoint
CREATE TRIGGER release_grab_counts_feed_updated AFTER UPDATE ON release_grab_counts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_feed_grab_counts();--> statement-breakpoint
-- A film's or series' searchable columns changed: each release linked to it (argument: the link column).
CREATE FUNCTION search_feed_works() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO search_feed_changes (tx_id, release_id, kind)
       SELECT search_feed_tx(), r.id, ''upsert''
       FROM before_rows o JOIN after_rows n ON n.id = o.id JOIN releases r ON r.%I = n.id
       WHERE (to_jsonb(o) - %L::text[]) IS DISTINCT FROM (to_jsonb(n) - %L::text[])',
    TG_ARGV[0], TG_ARGV[1]::text[], TG_ARGV[1]::text[]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER movies_feed_updated AFTER UPDATE ON movies REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION search_feed_works('movie_id', '{updated_at,popularity,rating,rating_count,search_vector,sort_title,poster_path,backdrop_path}');--> statement-breakpoint
CREATE TRIGGER series_feed_updated AFTER UPDATE ON series REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION search_feed_works('series_id', '{updated_at,popularity,rating,vote_count,search_vector,sort_title,poster_path,backdrop_path}');
