CREATE TABLE "blacklist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_entries_app_id_card_key" ON "blacklist_entries" USING btree ("app_id","id_card");--> statement-breakpoint
CREATE INDEX "blacklist_entries_list_idx" ON "blacklist_entries" USING btree ("created_at" desc,"id");