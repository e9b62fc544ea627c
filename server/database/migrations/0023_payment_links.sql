CREATE TABLE "payment_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"generated_by" integer NOT NULL,
	"reference" text NOT NULL,
	"url" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"lifecycle" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"repayment_id" text
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_reference_key" ON "payment_links" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_active_key" ON "payment_links" USING btree ("case_id") WHERE "payment_links"."status" = 'active';--> statement-breakpoint
CREATE INDEX "payment_links_case_idx" ON "payment_links" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_links_status_idx" ON "payment_links" USING btree ("status","expires_at");