CREATE TABLE "genres" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "genres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tmdb_id" integer,
	"name" text NOT NULL,
	"english_name" text,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tmdb_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo_path" text,
	"origin_country" text
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tmdb_id" integer,
	"name" text NOT NULL,
	"profile_path" text
);
--> statement-breakpoint
CREATE TABLE "movie_cast" (
	"movie_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"character" text,
	"position" integer NOT NULL,
	CONSTRAINT "movie_cast_movie_id_position_pk" PRIMARY KEY("movie_id","position")
);
--> statement-breakpoint
CREATE TABLE "movie_companies" (
	"movie_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "movie_companies_movie_id_company_id_pk" PRIMARY KEY("movie_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "movie_genres" (
	"movie_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "movie_genres_movie_id_genre_id_pk" PRIMARY KEY("movie_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "movies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "movies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"original_title" text,
	"match_titles" text[] NOT NULL,
	"year" integer,
	"release_date" date,
	"runtime" integer,
	"plot" text,
	"tagline" text,
	"rating" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"imdb_id" text,
	"tmdb_id" integer,
	"collection_id" integer,
	"status" text,
	"original_language" text,
	"poster_path" text,
	"backdrop_path" text,
	"production_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(original_title, '')), 'A') || setweight(to_tsvector('german', coalesce(plot, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "episodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"season_number" integer NOT NULL,
	"episode_number" integer NOT NULL,
	"title" text,
	"plot" text,
	"air_date" date,
	"runtime" integer,
	"still_path" text,
	"rating" real,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"tmdb_id" integer
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series_id" integer NOT NULL,
	"season_number" integer NOT NULL,
	"name" text,
	"plot" text,
	"air_date" date,
	"poster_path" text,
	"episode_count" integer DEFAULT 0 NOT NULL,
	"tmdb_id" integer
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"original_title" text,
	"match_titles" text[] NOT NULL,
	"first_air_date" date,
	"last_air_date" date,
	"status" text,
	"in_production" boolean DEFAULT false NOT NULL,
	"plot" text,
	"rating" real,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"number_of_seasons" integer DEFAULT 0 NOT NULL,
	"number_of_episodes" integer DEFAULT 0 NOT NULL,
	"tmdb_id" integer,
	"imdb_id" text,
	"tvdb_id" integer,
	"original_language" text,
	"poster_path" text,
	"backdrop_path" text,
	"production_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(original_title, '')), 'A') || setweight(to_tsvector('german', coalesce(plot, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series_cast" (
	"series_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"character" text,
	"position" integer NOT NULL,
	CONSTRAINT "series_cast_series_id_position_pk" PRIMARY KEY("series_id","position")
);
--> statement-breakpoint
CREATE TABLE "series_companies" (
	"series_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "series_companies_series_id_company_id_pk" PRIMARY KEY("series_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "series_genres" (
	"series_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "series_genres_series_id_genre_id_pk" PRIMARY KEY("series_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "trailers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trailers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"movie_id" integer,
	"series_id" integer,
	"site" text NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"language" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trailers_owner_check" CHECK ((movie_id is null) <> (series_id is null))
);
--> statement-breakpoint
CREATE TABLE "release_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" text NOT NULL,
	"name" text NOT NULL,
	"parsed_title" text DEFAULT '' NOT NULL,
	"parsed_type" text DEFAULT 'UNKNOWN' NOT NULL,
	"parsed_year" integer,
	"parsed_season" integer,
	"parsed_episode" integer,
	"parsed_episodes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"full_season" boolean DEFAULT false NOT NULL,
	"air_date" date,
	"parsed_resolution" text,
	"source" text,
	"remux" boolean DEFAULT false NOT NULL,
	"video_codec" text,
	"hdr" text[] DEFAULT '{}'::text[] NOT NULL,
	"audio_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"audio_channels" text,
	"audio_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"dual_language" boolean DEFAULT false NOT NULL,
	"multi_language" boolean DEFAULT false NOT NULL,
	"subtitles" text[] DEFAULT '{}'::text[] NOT NULL,
	"edition" text,
	"proper" boolean DEFAULT false NOT NULL,
	"repack" boolean DEFAULT false NOT NULL,
	"parsed_group" text,
	"group_id" integer,
	"size" bigint NOT NULL,
	"file_count" integer NOT NULL,
	"segment_count" integer DEFAULT 0 NOT NULL,
	"usenet_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"poster" text,
	"password" text,
	"posted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grabs" integer DEFAULT 0 NOT NULL,
	"nzb_hash" text NOT NULL,
	"nfo_hash" text,
	"movie_id" integer,
	"series_id" integer,
	"season_id" integer,
	"episode_id" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(name, '[._()\[\]-]+', ' ', 'g'))) STORED
);
--> statement-breakpoint
ALTER TABLE "movie_cast" ADD CONSTRAINT "movie_cast_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_cast" ADD CONSTRAINT "movie_cast_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_companies" ADD CONSTRAINT "movie_companies_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_companies" ADD CONSTRAINT "movie_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_genres" ADD CONSTRAINT "movie_genres_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_genres" ADD CONSTRAINT "movie_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_cast" ADD CONSTRAINT "series_cast_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_cast" ADD CONSTRAINT "series_cast_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_companies" ADD CONSTRAINT "series_companies_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_companies" ADD CONSTRAINT "series_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_genres" ADD CONSTRAINT "series_genres_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_genres" ADD CONSTRAINT "series_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trailers" ADD CONSTRAINT "trailers_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trailers" ADD CONSTRAINT "trailers_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_group_id_release_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."release_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "genres_slug_idx" ON "genres" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "genres_tmdb_id_idx" ON "genres" USING btree ("tmdb_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_kind_tmdb_id_idx" ON "companies" USING btree ("kind","tmdb_id");--> statement-breakpoint
CREATE UNIQUE INDEX "people_tmdb_id_idx" ON "people" USING btree ("tmdb_id");--> statement-breakpoint
CREATE INDEX "movie_genres_genre_idx" ON "movie_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movies_slug_idx" ON "movies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "movies_tmdb_id_idx" ON "movies" USING btree ("tmdb_id");--> statement-breakpoint
CREATE INDEX "movies_imdb_id_idx" ON "movies" USING btree ("imdb_id");--> statement-breakpoint
CREATE INDEX "movies_match_idx" ON "movies" USING gin ("match_titles");--> statement-breakpoint
CREATE INDEX "movies_title_idx" ON "movies" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "movies_year_idx" ON "movies" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "movies_rating_idx" ON "movies" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "movies_created_at_idx" ON "movies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "movies_release_date_idx" ON "movies" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "movies_search_idx" ON "movies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "movies_title_trgm_idx" ON "movies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_season_number_idx" ON "episodes" USING btree ("season_id","episode_number");--> statement-breakpoint
CREATE INDEX "episodes_series_se_idx" ON "episodes" USING btree ("series_id","season_number","episode_number");--> statement-breakpoint
CREATE INDEX "episodes_series_air_idx" ON "episodes" USING btree ("series_id","air_date");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_series_number_idx" ON "seasons" USING btree ("series_id","season_number");--> statement-breakpoint
CREATE UNIQUE INDEX "series_slug_idx" ON "series" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "series_tmdb_id_idx" ON "series" USING btree ("tmdb_id");--> statement-breakpoint
CREATE INDEX "series_match_idx" ON "series" USING gin ("match_titles");--> statement-breakpoint
CREATE INDEX "series_title_idx" ON "series" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "series_first_air_idx" ON "series" USING btree ("first_air_date","id");--> statement-breakpoint
CREATE INDEX "series_rating_idx" ON "series" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "series_created_at_idx" ON "series" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "series_search_idx" ON "series" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "series_title_trgm_idx" ON "series" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "series_genres_genre_idx" ON "series_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "trailers_movie_idx" ON "trailers" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "trailers_series_idx" ON "trailers" USING btree ("series_id");--> statement-breakpoint
CREATE UNIQUE INDEX "release_groups_name_lower_idx" ON "release_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "releases_guid_idx" ON "releases" USING btree ("guid");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_nzb_hash_idx" ON "releases" USING btree ("nzb_hash");--> statement-breakpoint
CREATE INDEX "releases_created_idx" ON "releases" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "releases_type_created_idx" ON "releases" USING btree ("parsed_type","created_at","id");--> statement-breakpoint
CREATE INDEX "releases_resolution_created_idx" ON "releases" USING btree ("parsed_resolution","created_at","id");--> statement-breakpoint
CREATE INDEX "releases_group_created_idx" ON "releases" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "releases_name_idx" ON "releases" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "releases_size_idx" ON "releases" USING btree ("size","id");--> statement-breakpoint
CREATE INDEX "releases_movie_idx" ON "releases" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "releases_series_idx" ON "releases" USING btree ("series_id","parsed_season","parsed_episode");--> statement-breakpoint
CREATE INDEX "releases_episode_idx" ON "releases" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "releases_season_episode_idx" ON "releases" USING btree ("parsed_season","parsed_episode");--> statement-breakpoint
CREATE INDEX "releases_unmatched_idx" ON "releases" USING btree ("parsed_type","id") WHERE movie_id is null and series_id is null;--> statement-breakpoint
CREATE INDEX "releases_search_idx" ON "releases" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "releases_name_trgm_idx" ON "releases" USING gin ("name" gin_trgm_ops);