-- Parallel requests could store several pending applications of one corporation before this index existed: the
-- first stays pending, the others are marked 'duplicate' (kept for the operator) so that the index can be built.
UPDATE "trial_continuations" AS "later" SET "status" = 'duplicate'
WHERE "later"."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "trial_continuations" AS "earlier"
  WHERE "earlier"."corp_id" = "later"."corp_id" AND "earlier"."status" = 'pending'
    AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "trial_continuations_one_pending_key" ON "trial_continuations" USING btree ("corp_id") WHERE "trial_continuations"."status" = 'pending';
