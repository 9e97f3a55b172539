DROP INDEX "releases_created_idx";--> statement-breakpoint
CREATE INDEX "releases_created_idx" ON "releases" USING btree ("created_at","id","search_vector");