CREATE TABLE "podcast_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"topic" text NOT NULL,
	"owner_id" integer,
	"is_featured" boolean DEFAULT false NOT NULL,
	"voice" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"audio_key" text NOT NULL,
	"audio_bytes" integer NOT NULL,
	"transcript_key" text NOT NULL,
	"think_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"integrated_lufs" real NOT NULL,
	"true_peak_dbtp" real NOT NULL,
	"script_provider" text NOT NULL,
	"speech_provider" text NOT NULL,
	"total_listens" integer DEFAULT 0 NOT NULL,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(topic, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "podcast_episodes_guid_unique" UNIQUE("guid"),
	CONSTRAINT "podcast_episodes_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "podcast_episodes_counters" CHECK ("podcast_episodes"."total_listens" >= 0 and "podcast_episodes"."total_ratings" >= 0 and "podcast_episodes"."rating_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "podcast_feed" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" text NOT NULL,
	"listed_in_directories" boolean DEFAULT false NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_feed_single_row" CHECK ("podcast_feed"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "podcast_feed_retired_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"requested_by" integer,
	"requested_by_name" text NOT NULL,
	"personal" boolean NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"voice" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"use_o3_model" boolean NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"percent" real DEFAULT 0 NOT NULL,
	"stage_text" text DEFAULT 'Waiting for a worker' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"script" jsonb,
	"script_provider" text NOT NULL,
	"speech_provider" text NOT NULL,
	"episode_id" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_jobs_percent_range" CHECK ("podcast_jobs"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "podcast_listens" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
	"user_id" integer,
	"device_type" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_progress" (
	"episode_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"furthest_percent" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"played_seconds_pending" real DEFAULT 0 NOT NULL,
	"last_counted_at" timestamp with time zone,
	"last_device_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_progress_episode_id_user_id_pk" PRIMARY KEY("episode_id","user_id"),
	CONSTRAINT "podcast_progress_range" CHECK ("podcast_progress"."furthest_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "podcast_ratings" (
	"episode_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_ratings_episode_id_user_id_pk" PRIMARY KEY("episode_id","user_id"),
	CONSTRAINT "podcast_ratings_range" CHECK ("podcast_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_jobs" ADD CONSTRAINT "podcast_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_jobs" ADD CONSTRAINT "podcast_jobs_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_listens" ADD CONSTRAINT "podcast_listens_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_listens" ADD CONSTRAINT "podcast_listens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_progress" ADD CONSTRAINT "podcast_progress_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_progress" ADD CONSTRAINT "podcast_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_ratings" ADD CONSTRAINT "podcast_ratings_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_ratings" ADD CONSTRAINT "podcast_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_episodes_publish_idx" ON "podcast_episodes" USING btree ("publish_date","id");--> statement-breakpoint
CREATE INDEX "podcast_episodes_shared_publish_idx" ON "podcast_episodes" USING btree ("publish_date","id") WHERE "podcast_episodes"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "podcast_episodes_owner_publish_idx" ON "podcast_episodes" USING btree ("owner_id","publish_date","id");--> statement-breakpoint
CREATE INDEX "podcast_episodes_topic_idx" ON "podcast_episodes" USING btree (lower("topic"));--> statement-breakpoint
CREATE INDEX "podcast_episodes_search_idx" ON "podcast_episodes" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "podcast_jobs_state_created_idx" ON "podcast_jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "podcast_jobs_requester_created_idx" ON "podcast_jobs" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "podcast_listens_episode_idx" ON "podcast_listens" USING btree ("episode_id","counted_at");--> statement-breakpoint
CREATE INDEX "podcast_progress_user_idx" ON "podcast_progress" USING btree ("user_id");