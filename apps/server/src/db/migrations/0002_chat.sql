ALTER TABLE "assessment_sessions" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "chat_stretch_seconds" integer;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "chat_stretch_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "chat_earlier_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "reply_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "interrupted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "video_embeds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "phase" text;--> statement-breakpoint
CREATE INDEX "chat_messages_recent_learner_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."role" = 'user';