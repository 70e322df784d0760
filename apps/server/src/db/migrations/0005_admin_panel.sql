DROP INDEX "audit_logs_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_action_created_idx";--> statement-breakpoint
DROP INDEX "audit_logs_role_created_idx";--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "new_country" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Sign-ins already written: a user's sign-in from a country they had never signed in from, after one from a known country.
UPDATE "audit_logs" SET "new_country" = true
WHERE "audit_logs"."action_type" = 'login_success'
  AND "audit_logs"."user_id" IS NOT NULL
  AND "audit_logs"."location_country" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "audit_logs" prior
    WHERE prior."user_id" = "audit_logs"."user_id" AND prior."action_type" = 'login_success'
      AND prior."location_country" IS NOT NULL AND prior."created_at" < "audit_logs"."created_at")
  AND NOT EXISTS (
    SELECT 1 FROM "audit_logs" prior
    WHERE prior."user_id" = "audit_logs"."user_id" AND prior."action_type" = 'login_success'
      AND prior."location_country" = "audit_logs"."location_country"
      AND prior."created_at" < "audit_logs"."created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_created_id_idx" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_username_created_idx" ON "audit_logs" USING btree (lower("username"),"created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_failed_sign_in_created_idx" ON "audit_logs" USING btree ("created_at","id") WHERE "audit_logs"."action_type" in ('login_failed', 'login_throttled');--> statement-breakpoint
CREATE INDEX "audit_logs_suspicious_created_idx" ON "audit_logs" USING btree ("created_at","id") WHERE ("audit_logs"."is_vpn" or "audit_logs"."new_country");--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_idx" ON "audit_logs" USING btree ("action_type","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_role_created_idx" ON "audit_logs" USING btree ("user_role","created_at","id");