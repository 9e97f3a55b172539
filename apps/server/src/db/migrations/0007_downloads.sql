CREATE TABLE "cart_items" (
	"user_id" integer NOT NULL,
	"release_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_release_id_pk" PRIMARY KEY("user_id","release_id")
);
--> statement-breakpoint
CREATE TABLE "grabs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grabs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"release_id" integer,
	"release_name" text NOT NULL,
	"release_size" bigint NOT NULL,
	"release_group" text,
	"channel" text NOT NULL,
	"client_address" text,
	"counted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_grab_counts" (
	"release_id" integer PRIMARY KEY NOT NULL,
	"grabs" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grabs" ADD CONSTRAINT "grabs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grabs" ADD CONSTRAINT "grabs_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_grab_counts" ADD CONSTRAINT "release_grab_counts_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_release_idx" ON "cart_items" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "grabs_user_created_idx" ON "grabs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "grabs_user_release_idx" ON "grabs" USING btree ("user_id","release_id","created_at");--> statement-breakpoint
CREATE INDEX "grabs_release_idx" ON "grabs" USING btree ("release_id");--> statement-breakpoint
ALTER TABLE "releases" DROP COLUMN "grabs";