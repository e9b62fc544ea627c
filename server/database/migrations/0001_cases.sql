CREATE TABLE "cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_no" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"app_id" integer NOT NULL,
	"team_type_id" integer NOT NULL,
	"team_id" integer,
	"owner_id" integer,
	"allocated_by_id" integer,
	"allocation_way" text,
	"allocated_at" timestamp with time zone NOT NULL,
	"retrieved_at" timestamp with time zone,
	"order_no" text NOT NULL,
	"product" text NOT NULL,
	"application_at" timestamp with time zone NOT NULL,
	"disbursed_at" timestamp with time zone NOT NULL,
	"loan_times" integer NOT NULL,
	"principal" bigint DEFAULT 0 NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"cuts" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"last_amount" bigint,
	"tenure_days" integer NOT NULL,
	"loan_date" date NOT NULL,
	"due_date" date NOT NULL,
	"clean_date" date,
	"status" text NOT NULL,
	"deal" boolean DEFAULT false NOT NULL,
	"appointment_at" timestamp with time zone,
	"extension_active" boolean DEFAULT false NOT NULL,
	"delayed_repayment_offered" boolean DEFAULT false NOT NULL,
	"connection_status" text,
	"last_connection_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"lifecycle" jsonb NOT NULL,
	"loan_agreement" text NOT NULL,
	CONSTRAINT "cases_case_no_unique" UNIQUE("case_no")
);
--> statement-breakpoint
CREATE TABLE "client_mutations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"author_id" integer NOT NULL,
	"dialling_at" timestamp with time zone NOT NULL,
	"connection_status" text NOT NULL,
	"contact" text NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"date_item" text NOT NULL,
	"date_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"hung_up_at" timestamp with time zone,
	"dangerous_reason" text,
	"record_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"id_card" text NOT NULL,
	"gender" text NOT NULL,
	"birth_year" integer NOT NULL,
	"profile_image" text,
	"customer_type" text NOT NULL,
	"payment_cycle" text NOT NULL,
	"next_payday" date,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"app_id" integer NOT NULL,
	"loan_no" text NOT NULL,
	"principal" bigint DEFAULT 0 NOT NULL,
	"borrowed_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"repaid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"granted" boolean NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pins" (
	"user_id" integer NOT NULL,
	"case_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pins_user_id_case_id_pk" PRIMARY KEY("user_id","case_id")
);
--> statement-breakpoint
CREATE TABLE "repayments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"reference" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"machine" text NOT NULL,
	"from_state" jsonb NOT NULL,
	"event_type" text NOT NULL,
	"event_payload" jsonb NOT NULL,
	"to_state" jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_mutation_id" text
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "currency" text DEFAULT 'MXN' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_team_type_id_team_types_id_fk" FOREIGN KEY ("team_type_id") REFERENCES "team_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_allocated_by_id_users_id_fk" FOREIGN KEY ("allocated_by_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_mutations" ADD CONSTRAINT "client_mutations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_records" ADD CONSTRAINT "collection_records_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_records" ADD CONSTRAINT "collection_records_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_history" ADD CONSTRAINT "loan_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_history" ADD CONSTRAINT "loan_history_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "apps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transitions" ADD CONSTRAINT "transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_owner_allocated_idx" ON "cases" USING btree ("owner_id","kind","allocated_at","id");--> statement-breakpoint
CREATE INDEX "cases_team_allocated_idx" ON "cases" USING btree ("team_id","kind","allocated_at","id");--> statement-breakpoint
CREATE INDEX "cases_kind_allocated_idx" ON "cases" USING btree ("kind","allocated_at","id");--> statement-breakpoint
CREATE INDEX "cases_kind_due_idx" ON "cases" USING btree ("kind","due_date","id");--> statement-breakpoint
CREATE INDEX "cases_kind_amount_idx" ON "cases" USING btree ("kind","amount","id");--> statement-breakpoint
CREATE INDEX "cases_owner_due_idx" ON "cases" USING btree ("owner_id","kind","due_date","id");--> statement-breakpoint
CREATE INDEX "cases_phone_idx" ON "cases" USING btree ("customer_phone");--> statement-breakpoint
CREATE INDEX "cases_name_idx" ON "cases" USING btree (lower("customer_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_customer_idx" ON "cases" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "collection_records_case_idx" ON "collection_records" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "loan_history_customer_idx" ON "loan_history" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "phone_reveals_user_idx" ON "phone_reveals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "repayments_case_idx" ON "repayments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "todos_case_idx" ON "todos" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "transitions_entity_idx" ON "transitions" USING btree ("entity_type","entity_id","id");