ALTER TABLE "podcast_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcast_jobs" ADD COLUMN "pending_files" text[] DEFAULT '{}'::text[] NOT NULL;