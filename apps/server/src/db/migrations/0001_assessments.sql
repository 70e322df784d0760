CREATE TABLE "assessment_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"phase" text NOT NULL,
	"question_number" integer NOT NULL,
	"question_id" text NOT NULL,
	"question_text" text NOT NULL,
	"user_answer" text NOT NULL,
	"time_spent" integer NOT NULL,
	"score" real,
	"correct" boolean,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"topic_key" text NOT NULL,
	"requested_difficulty" text NOT NULL,
	"chosen_times" jsonb NOT NULL,
	"total_minutes" real NOT NULL,
	"pre_minutes" real NOT NULL,
	"chat_minutes" real NOT NULL,
	"post_minutes" real NOT NULL,
	"status" text DEFAULT 'baseline' NOT NULL,
	"baseline_questions" jsonb NOT NULL,
	"baseline_score" real,
	"difficulty_level" text,
	"knowledge_gaps" jsonb,
	"recommendations" jsonb,
	"scoring_explanation" text,
	"baseline_context" jsonb,
	"baseline_completed_at" timestamp with time zone,
	"post_questions" jsonb,
	"post_score" real,
	"post_confidence" integer,
	"learning_gains" jsonb,
	"post_completed_at" timestamp with time zone,
	"chat_summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_sessions_status_check" CHECK ("assessment_sessions"."status" in ('baseline', 'learning', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_session_id_assessment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_assessment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_responses_question_key" ON "assessment_responses" USING btree ("session_id","phase","question_number");--> statement-breakpoint
CREATE INDEX "assessment_sessions_user_created_idx" ON "assessment_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assessment_sessions_topic_completed_idx" ON "assessment_sessions" USING btree ("topic_key") WHERE "assessment_sessions"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "assessment_sessions_difficulty_completed_idx" ON "assessment_sessions" USING btree ("difficulty_level") WHERE "assessment_sessions"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id");