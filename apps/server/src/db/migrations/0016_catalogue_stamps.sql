CREATE INDEX "movies_updated_at_idx" ON "movies" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "series_updated_at_idx" ON "series" USING btree ("updated_at");--> statement-breakpoint
-- Every change of a film or series, its genre links or a genre's name stamps the entry's
-- updated_at with the database's clock at that moment: the Newznab pages keep the entries
-- in memory and read again those stamped after what they hold (catalogue-entries.ts).
CREATE FUNCTION catalogue_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER movies_stamp BEFORE INSERT OR UPDATE ON movies FOR EACH ROW EXECUTE FUNCTION catalogue_stamp();--> statement-breakpoint
CREATE TRIGGER series_stamp BEFORE INSERT OR UPDATE ON series FOR EACH ROW EXECUTE FUNCTION catalogue_stamp();--> statement-breakpoint
-- A genre link added, changed or removed stamps its film or series (arguments: its table and key).
CREATE FUNCTION genre_links_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET updated_at = clock_timestamp() WHERE id IN (SELECT %I FROM %I)',
    TG_ARGV[0], TG_ARGV[1], CASE WHEN TG_OP = 'DELETE' THEN 'old_links' ELSE 'new_links' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER movie_genres_added AFTER INSERT ON movie_genres REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION genre_links_stamp('movies', 'movie_id');--> statement-breakpoint
CREATE TRIGGER movie_genres_changed AFTER UPDATE ON movie_genres REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION genre_links_stamp('movies', 'movie_id');--> statement-breakpoint
CREATE TRIGGER movie_genres_removed AFTER DELETE ON movie_genres REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION genre_links_stamp('movies', 'movie_id');--> statement-breakpoint
CREATE TRIGGER series_genres_added AFTER INSERT ON series_genres REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION genre_links_stamp('series', 'series_id');--> statement-breakpoint
CREATE TRIGGER series_genres_changed AFTER UPDATE ON series_genres REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION genre_links_stamp('series', 'series_id');--> statement-breakpoint
CREATE TRIGGER series_genres_removed AFTER DELETE ON series_genres REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION genre_links_stamp('series', 'series_id');--> statement-breakpoint
CREATE FUNCTION genres_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE movies SET updated_at = clock_timestamp()
    WHERE id IN (SELECT l.movie_id FROM movie_genres l JOIN new_genres g ON g.id = l.genre_id);
  UPDATE series SET updated_at = clock_timestamp()
    WHERE id IN (SELECT l.series_id FROM series_genres l JOIN new_genres g ON g.id = l.genre_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER genres_renamed AFTER UPDATE ON genres REFERENCING NEW TABLE AS new_genres FOR EACH STATEMENT EXECUTE FUNCTION genres_stamp();
