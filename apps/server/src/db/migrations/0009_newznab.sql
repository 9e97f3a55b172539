CREATE TABLE "api_usage" (
	"user_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "api_usage_user_id_hour_pk" PRIMARY KEY("user_id","hour")
);
--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "tvmaze_id" integer;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "tvrage_id" integer;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "newznab_category" integer GENERATED ALWAYS AS (case when parsed_type = 'MOVIE' and source in ('BluRay', 'UHD BluRay', 'HD-DVD') and video_codec is null and not remux then 2050 when parsed_type = 'MOVIE' and source in ('DVD') and video_codec is null and not remux then 2070 when parsed_type = 'MOVIE' and parsed_resolution in ('2160p') then 2045 when parsed_type = 'MOVIE' and parsed_resolution in ('1080p', '720p') then 2040 when parsed_type = 'MOVIE' and parsed_resolution in ('576p', '480p') then 2030 when parsed_type = 'MOVIE' and parsed_resolution is null and source in ('HDTV', 'DVDRip', 'BDRip', 'WEB-DL', 'WEBRip', 'HDRip', 'CAM', 'TS', 'TC', 'SCR', 'R5', 'VHS', 'Workprint', 'PPV', 'LaserDisc', 'DVD') then 2030 when parsed_type = 'MOVIE' then 2020 when parsed_type = 'TV' and parsed_resolution in ('2160p') then 5045 when parsed_type = 'TV' and parsed_resolution in ('1080p', '720p') then 5040 when parsed_type = 'TV' and source in ('BluRay', 'UHD BluRay', 'HD-DVD') and video_codec is null and not remux then 5040 when parsed_type = 'TV' and parsed_resolution in ('576p', '480p') then 5030 when parsed_type = 'TV' and parsed_resolution is null and source in ('HDTV', 'DVDRip', 'BDRip', 'WEB-DL', 'WEBRip', 'HDRip', 'CAM', 'TS', 'TC', 'SCR', 'R5', 'VHS', 'Workprint', 'PPV', 'LaserDisc', 'DVD') then 5030 when parsed_type = 'TV' then 5050 when parsed_type = 'MUSIC' and audio_formats && array['FLAC', 'ALAC']::text[] then 3040 when parsed_type = 'MUSIC' and audio_formats && array['MP3']::text[] then 3010 when parsed_type = 'MUSIC' then 3050 else 8010 end) STORED;--> statement-breakpoint
ALTER TABLE "api_usage" ADD CONSTRAINT "api_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_usage_hour_idx" ON "api_usage" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "series_tvdb_id_idx" ON "series" USING btree ("tvdb_id");--> statement-breakpoint
CREATE INDEX "series_imdb_id_idx" ON "series" USING btree ("imdb_id");--> statement-breakpoint
CREATE INDEX "series_tvmaze_id_idx" ON "series" USING btree ("tvmaze_id");--> statement-breakpoint
CREATE INDEX "series_tvrage_id_idx" ON "series" USING btree ("tvrage_id");--> statement-breakpoint
CREATE INDEX "releases_newznab_category_idx" ON "releases" USING btree ("newznab_category","created_at","id");