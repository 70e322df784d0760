ALTER TABLE "assessment_sessions" ADD COLUMN "reply_lease_owner" text;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "reply_draft" text;