CREATE TABLE "audit_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_exports" ADD CONSTRAINT "audit_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_exports_user_idx" ON "audit_exports" USING btree ("user_id","created_at");--> statement-breakpoint
-- The audit menu (107, issue 27): the manager opens every menu, the auditor steps through histories.
UPDATE "roles" SET "menu_ids" = (SELECT array_agg(DISTINCT menu ORDER BY menu) FROM unnest("menu_ids" || ARRAY[107]) AS menu) WHERE "id" IN (1, 9);
