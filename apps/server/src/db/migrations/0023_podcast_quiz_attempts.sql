CREATE TABLE "podcast_quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"correct" integer NOT NULL,
	"out_of" integer NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_quiz_attempts_one_per_learner" UNIQUE("user_id","episode_id"),
	CONSTRAINT "podcast_quiz_attempts_score" CHECK ("podcast_quiz_attempts"."correct" between 0 and "podcast_quiz_attempts"."out_of")
);
--> statement-breakpoint
ALTER TABLE "podcast_quiz_attempts" ADD CONSTRAINT "podcast_quiz_attempts_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_quiz_attempts" ADD CONSTRAINT "podcast_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;