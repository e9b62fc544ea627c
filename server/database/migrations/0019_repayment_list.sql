CREATE INDEX "repayments_paid_at_idx" ON "repayments" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "repayments_amount_idx" ON "repayments" USING btree ("amount","id");--> statement-breakpoint
-- Roles are seeded once (server/database/roleMenus.ts), so an operation seeded before the repayment
-- records gets their menu (71) here for its office manager. Menus the operation gave by hand stay.
UPDATE "roles" SET "menu_ids" = (SELECT array_agg(DISTINCT menu ORDER BY menu) FROM unnest("menu_ids" || ARRAY[71]) AS menu) WHERE "id" = 8;
