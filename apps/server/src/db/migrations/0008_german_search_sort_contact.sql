CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movies" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', replace(replace(replace(replace(replace(replace(replace(replace(coalesce(title, '') || ' ' || coalesce(original_title, ''), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS')), 'A') || setweight(to_tsvector('german', coalesce(plot, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "series" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', replace(replace(replace(replace(replace(replace(replace(replace(coalesce(title, '') || ' ' || coalesce(original_title, ''), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS')), 'A') || setweight(to_tsvector('german', coalesce(plot, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "releases" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(name, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'), '[._()\[\]-]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "sort_title" text GENERATED ALWAYS AS (translate(lower(replace(replace(title, 'ß', 'ss'), 'ẞ', 'ss')), 'ÄÖÜÀÁÂÃÅÈÉÊËÌÍÎÏÒÓÔÕÙÚÛÇÑäöüàáâãåèéêëìíîïòóôõùúûçñ', 'aouaaaaaeeeeiiiioooouuucnaouaaaaaeeeeiiiioooouuucn')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "sort_title" text GENERATED ALWAYS AS (translate(lower(replace(replace(title, 'ß', 'ss'), 'ẞ', 'ss')), 'ÄÖÜÀÁÂÃÅÈÉÊËÌÍÎÏÒÓÔÕÙÚÛÇÑäöüàáâãåèéêëìíîïòóôõùúûçñ', 'aouaaaaaeeeeiiiioooouuucnaouaaaaaeeeeiiiioooouuucn')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "movies_sort_title_idx" ON "movies" USING btree ("sort_title" collate "C","id");--> statement-breakpoint
CREATE INDEX "series_sort_title_idx" ON "series" USING btree ("sort_title" collate "C","id");--> statement-breakpoint
-- Dropping search_vector dropped its GIN index too; drizzle-kit does not recreate it.
CREATE INDEX "movies_search_idx" ON "movies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "series_search_idx" ON "series" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "releases_search_idx" ON "releases" USING gin ("search_vector");