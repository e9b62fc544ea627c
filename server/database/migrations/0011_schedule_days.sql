CREATE TABLE "schedule_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"set_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;