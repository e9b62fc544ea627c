-- Roles are seeded once (server/database/roleMenus.ts), so an operation seeded before the dashboards
-- (issue 23) gets their menus here: the office manager every dashboard (dashboard 66, statement 87,
-- details 88, collection 92, staff 94, staff statement 96, staff performance 97, sellers 106), the team
-- leader the sellers' performance (106). Menus the operation gave these roles by hand stay.
UPDATE "roles" SET "menu_ids" = (SELECT array_agg(DISTINCT menu ORDER BY menu) FROM unnest("menu_ids" || ARRAY[66, 87, 88, 92, 94, 96, 97, 106]) AS menu) WHERE "id" = 8;--> statement-breakpoint
UPDATE "roles" SET "menu_ids" = (SELECT array_agg(DISTINCT menu ORDER BY menu) FROM unnest("menu_ids" || ARRAY[106]) AS menu) WHERE "id" = 4;
