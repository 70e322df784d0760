ALTER TABLE "podcast_schedules" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "podcast_progress" ADD COLUMN "played_seconds_total" real DEFAULT 0 NOT NULL;