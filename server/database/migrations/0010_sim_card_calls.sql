ALTER TABLE "collection_records" ADD COLUMN "channel" text DEFAULT 'call' NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_records" ADD COLUMN "sim_card_id" integer;--> statement-breakpoint
ALTER TABLE "collection_records" ADD CONSTRAINT "collection_records_sim_card_id_sim_cards_id_fk" FOREIGN KEY ("sim_card_id") REFERENCES "sim_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_records_sim_card_idx" ON "collection_records" USING btree ("sim_card_id","dialling_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "collection_records_sim_dialled_idx" ON "collection_records" USING btree ("dialling_at" desc,"id" desc) WHERE "collection_records"."sim_card_id" is not null;--> statement-breakpoint
CREATE INDEX "collection_records_author_idx" ON "collection_records" USING btree ("author_id","dialling_at" desc);--> statement-breakpoint
-- Records saved before the card was kept with them: the card their author held at the dialling time,
-- read from the cards' recorded transitions (an ALLOCATE opens a holding, the card's next transition
-- closes it).
WITH "holdings" AS (
  SELECT "entity_id" AS "card_id", ("event_payload"->>'memberId')::int AS "member_id", "event_type",
    "created_at" AS "from_at", lead("created_at") OVER (PARTITION BY "entity_id" ORDER BY "id") AS "to_at"
  FROM "transitions" WHERE "entity_type" = 'simCard'
)
UPDATE "collection_records" AS "r" SET "sim_card_id" = "h"."card_id"
FROM "holdings" AS "h"
WHERE "h"."event_type" = 'ALLOCATE' AND "h"."member_id" = "r"."author_id"
  AND "r"."dialling_at" >= "h"."from_at" AND ("h"."to_at" IS NULL OR "r"."dialling_at" < "h"."to_at");
