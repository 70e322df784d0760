CREATE TABLE "coach_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"task" text NOT NULL,
	"user_id" integer,
	"session_id" integer,
	"podcast_job_id" uuid
);
--> statement-breakpoint
ALTER TABLE "coach_events" ADD CONSTRAINT "coach_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_events" ADD CONSTRAINT "coach_events_session_id_assessment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_events" ADD CONSTRAINT "coach_events_podcast_job_id_podcast_jobs_id_fk" FOREIGN KEY ("podcast_job_id") REFERENCES "public"."podcast_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_events_outcome_created_idx" ON "coach_events" USING btree ("outcome","created_at");