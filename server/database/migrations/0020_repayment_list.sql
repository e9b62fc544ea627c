CREATE INDEX "repayments_paid_at_idx" ON "repayments" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "repayments_amount_idx" ON "repayments" USING btree ("amount","id");--> statement-breakpoint
-- Roles are seeded once (server/database/roleMenus.ts), so an operation seeded before the financial
-- screens gets their menus here for its office manager: the deduction review (70) and the repayment
-- records (71). Menus the operation gave by hand stay.
UPDATE "roles" SET "menu_ids" = (SELECT array_agg(DISTINCT menu ORDER BY menu) FROM unnest("menu_ids" || ARRAY[70, 71]) AS menu) WHERE "id" = 8;
