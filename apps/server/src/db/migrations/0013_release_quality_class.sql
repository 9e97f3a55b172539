ALTER TABLE "releases" ADD COLUMN "quality_class" text;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "quality_modifier" text;--> statement-breakpoint
ALTER TABLE "releases" drop column "newznab_category";--> statement-breakpoint
-- Backfill from the stored parser columns, as the parser infers it (packages/release-parser
-- quality-class.ts); the stored columns lack the disc tags, so a disc source without a video
-- codec is a disc, as the old category rule guessed. New imports are written by the parser.
UPDATE "releases" SET "quality_modifier" = case
  when parsed_type = 'MUSIC' then null
  when remux then 'remux'
  when source in ('BluRay', 'UHD BluRay', 'HD-DVD', 'DVD') then case when video_codec is null then 'disc' else 'encode' end
  when source in ('BDRip', 'DVDRip') then 'encode'
  when video_codec = 'MPEG-2' and (source is null or source = 'HDTV') then 'rawhd'
end;--> statement-breakpoint
UPDATE "releases" SET "quality_class" = case
  when parsed_type = 'MUSIC' then null
  when parsed_resolution in ('2160p', '1080p', '720p') then parsed_resolution
  when parsed_resolution in ('576p', '480p') then '480p'
  when source = 'UHD BluRay' then '2160p'
  when source in ('BluRay', 'HD-DVD') then case
    when video_codec in ('XviD', 'DivX') then '480p'
    when quality_modifier = 'encode' then '720p'
    else '1080p' end
  when quality_modifier in ('remux', 'rawhd') then '1080p'
  when source in ('HDTV', 'WEB-DL', 'WEBRip', 'BDRip', 'DVDRip', 'DVD', 'HDRip', 'SCR', 'R5', 'VHS', 'PPV', 'LaserDisc') then '480p'
  when source is null and video_codec in ('XviD', 'DivX', 'x264') then '480p'
end;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "newznab_category" integer GENERATED ALWAYS AS (case when parsed_type = 'MOVIE' and quality_modifier in ('disc') and source in ('BluRay', 'UHD BluRay', 'HD-DVD') then 2050 when parsed_type = 'MOVIE' and quality_modifier in ('disc') and source in ('DVD') then 2070 when parsed_type = 'MOVIE' and quality_class in ('2160p') then 2045 when parsed_type = 'MOVIE' and quality_class in ('1080p', '720p') then 2040 when parsed_type = 'MOVIE' and quality_class in ('480p') then 2030 when parsed_type = 'MOVIE' then 2020 when parsed_type = 'TV' and quality_class in ('2160p') then 5045 when parsed_type = 'TV' and quality_class in ('1080p', '720p') then 5040 when parsed_type = 'TV' and quality_class in ('480p') then 5030 when parsed_type = 'TV' then 5050 when parsed_type = 'MUSIC' and audio_formats && array['FLAC', 'ALAC']::text[] then 3040 when parsed_type = 'MUSIC' and audio_formats && array['MP3']::text[] then 3010 when parsed_type = 'MUSIC' then 3050 else 8010 end) STORED;--> statement-breakpoint
CREATE INDEX "releases_newznab_category_idx" ON "releases" USING btree ("newznab_category","created_at","id");
