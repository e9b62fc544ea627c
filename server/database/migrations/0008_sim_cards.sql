CREATE TABLE "otp_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"status" text NOT NULL,
	"lifecycle" jsonb NOT NULL,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"team_id" integer,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"lifecycle" jsonb NOT NULL,
	"card_id" integer,
	"rejection" text,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"current_number" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unallocated' NOT NULL,
	"lifecycle" jsonb NOT NULL,
	"holder_id" integer,
	"team_id" integer,
	"deactivation_reason" text,
	"deactivation_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allocated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_applications" ADD CONSTRAINT "otp_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_applications" ADD CONSTRAINT "otp_applications_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_applications" ADD CONSTRAINT "otp_applications_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_applications" ADD CONSTRAINT "sim_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_applications" ADD CONSTRAINT "sim_applications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_applications" ADD CONSTRAINT "sim_applications_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_applications" ADD CONSTRAINT "sim_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_applications_applicant_idx" ON "otp_applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_applications_status_idx" ON "otp_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sim_applications_applicant_idx" ON "sim_applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_applications_one_pending" ON "sim_applications" USING btree ("applicant_id") WHERE "sim_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sim_cards_card_number_key" ON "sim_cards" USING btree ("card_number");--> statement-breakpoint
CREATE INDEX "sim_cards_holder_idx" ON "sim_cards" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "sim_cards_list_idx" ON "sim_cards" USING btree ("status","created_at" desc,"id");