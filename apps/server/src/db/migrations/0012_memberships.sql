CREATE TABLE "memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"granted_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"end_notice_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_user_ends_idx" ON "memberships" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_trial_idx" ON "memberships" USING btree ("user_id") WHERE "memberships"."source" = 'trial';--> statement-breakpoint
CREATE INDEX "memberships_notice_due_idx" ON "memberships" USING btree ("ends_at") WHERE "memberships"."end_notice_at" is null;--> statement-breakpoint
-- Memberships set before this ledger existed (set-role with an end) become its first entries; those already over count as announced.
INSERT INTO "memberships" ("user_id", "plan", "starts_at", "ends_at", "source", "note", "reminded_at", "end_notice_at")
SELECT "id", lower("role"), least("updated_at", "membership_expires_at"), "membership_expires_at", 'admin', 'vor der Mitgliedschaftsliste vergeben',
  CASE WHEN "membership_expires_at" <= now() THEN now() END, CASE WHEN "membership_expires_at" <= now() THEN now() END
FROM "users" WHERE "role" IN ('PREMIUM', 'VIP') AND "membership_expires_at" IS NOT NULL;
