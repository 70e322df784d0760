CREATE TABLE "podcast_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"personal" boolean NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"frequency" text NOT NULL,
	"generation_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"voice" text NOT NULL,
	"use_o3_model" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"anchor_date" date NOT NULL,
	"next_generation_time" timestamp with time zone,
	"total_episodes_generated" integer DEFAULT 0 NOT NULL,
	"last_generated_at" timestamp with time zone,
	"last_job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_schedules_time_format" CHECK ("podcast_schedules"."generation_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "schedule_id" integer;--> statement-breakpoint
ALTER TABLE "podcast_jobs" ADD COLUMN "schedule_id" integer;--> statement-breakpoint
ALTER TABLE "podcast_schedules" ADD CONSTRAINT "podcast_schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_schedules_due_idx" ON "podcast_schedules" USING btree ("next_generation_time") WHERE "podcast_schedules"."is_active";--> statement-breakpoint
CREATE INDEX "podcast_schedules_owner_idx" ON "podcast_schedules" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_schedule_id_podcast_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."podcast_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_jobs" ADD CONSTRAINT "podcast_jobs_schedule_id_podcast_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."podcast_schedules"("id") ON DELETE set null ON UPDATE no action;