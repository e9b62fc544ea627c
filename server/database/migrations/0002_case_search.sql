DROP INDEX "cases_name_idx";--> statement-breakpoint
DROP INDEX "cases_phone_idx";--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "name_key" text GENERATED ALWAYS AS (btrim(regexp_replace(translate("cases"."customer_name", U&'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ-\0009.\0300\0301\0302\0303\0308\0327', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy  '), ' +', ' ', 'g'), ' ')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_phone_reversed_idx" ON "cases" USING btree (reverse("customer_phone") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_name_key_idx" ON "cases" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_name_from_word2_idx" ON "cases" USING btree (substr("name_key", strpos("name_key", ' ') + 1) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_name_from_word3_idx" ON "cases" USING btree (substr(substr("name_key", strpos("name_key", ' ') + 1), strpos(substr("name_key", strpos("name_key", ' ') + 1), ' ') + 1) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_name_last_words_idx" ON "cases" USING btree (ltrim(split_part("name_key", ' ', -2) || ' ' || split_part("name_key", ' ', -1)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_name_last_word_idx" ON "cases" USING btree (split_part("name_key", ' ', -1) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_phone_idx" ON "cases" USING btree ("customer_phone" text_pattern_ops);