CREATE TABLE "indexer_collections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"poster" text NOT NULL,
	"file_total" integer,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"obfuscated" boolean DEFAULT false NOT NULL,
	"first_posted_at" timestamp with time zone NOT NULL,
	"last_posted_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"group_name" text,
	"server" text,
	"kind" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_index" integer,
	"subject" text NOT NULL,
	"part_total" integer NOT NULL,
	"parts_seen" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"backfill_days" integer DEFAULT 0 NOT NULL,
	"start_days" integer DEFAULT 1 NOT NULL,
	"last_article" bigint,
	"first_article" bigint,
	"headers_read" bigint DEFAULT 0 NOT NULL,
	"headers_skipped" bigint DEFAULT 0 NOT NULL,
	"releases_made" integer DEFAULT 0 NOT NULL,
	"articles_given_up" bigint DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_update_at" timestamp with time zone,
	"server_high" bigint,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_missing_articles" (
	"group_id" integer NOT NULL,
	"article" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "indexer_missing_articles_group_id_article_pk" PRIMARY KEY("group_id","article")
);
--> statement-breakpoint
CREATE TABLE "indexer_parts" (
	"file_id" bigint NOT NULL,
	"part" integer NOT NULL,
	"message_id" text NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "indexer_parts_file_id_part_pk" PRIMARY KEY("file_id","part")
);
--> statement-breakpoint
CREATE TABLE "indexer_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"tls" boolean DEFAULT false NOT NULL,
	"tls_insecure" boolean DEFAULT false NOT NULL,
	"username" text,
	"password" text,
	"connections" integer DEFAULT 4 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "completion" integer;--> statement-breakpoint
ALTER TABLE "indexer_missing_articles" ADD CONSTRAINT "indexer_missing_articles_group_id_indexer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."indexer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "indexer_collections_key_idx" ON "indexer_collections" USING btree ("key");--> statement-breakpoint
CREATE INDEX "indexer_collections_seen_idx" ON "indexer_collections" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "indexer_errors_at_idx" ON "indexer_errors" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "indexer_files_collection_name_idx" ON "indexer_files" USING btree ("collection_id","file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "indexer_groups_name_idx" ON "indexer_groups" USING btree ("name");