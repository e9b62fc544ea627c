CREATE TABLE "salary_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"note" text NOT NULL,
	"sheet_row" integer NOT NULL,
	"batch_id" bigint NOT NULL,
	"imported_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_import_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_hash" text NOT NULL,
	"imported_by" integer NOT NULL,
	"rows" integer NOT NULL,
	"saved" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salary_adjustments" ADD CONSTRAINT "salary_adjustments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustments" ADD CONSTRAINT "salary_adjustments_batch_id_salary_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "salary_import_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_adjustments" ADD CONSTRAINT "salary_adjustments_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_import_batches" ADD CONSTRAINT "salary_import_batches_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_adjustments_period_idx" ON "salary_adjustments" USING btree ("period_start","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_import_batches_file_key" ON "salary_import_batches" USING btree ("file_hash");--> statement-breakpoint
-- Roles are seeded once (server/database/roleMenus.ts), so an operation seeded before the salary
-- screen gets its menu here for its office manager: salary (91). Menus the operation gave by hand stay.
UPDATE "roles" SET "menu_ids" = (SELECT array_agg(DISTINCT menu ORDER BY menu) FROM unnest("menu_ids" || ARRAY[91]) AS menu) WHERE "id" = 8;
