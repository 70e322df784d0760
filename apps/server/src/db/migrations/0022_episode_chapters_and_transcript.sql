ALTER TABLE "podcast_episodes" ADD COLUMN "transcript" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "chapters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "podcast_episodes" AS e SET "transcript" = coalesce((
  SELECT string_agg(turn.value->>'text', E'\n' ORDER BY segment.ordinality, turn.ordinality)
  FROM "podcast_jobs" AS j
  CROSS JOIN LATERAL jsonb_array_elements(j."script"->'segments') WITH ORDINALITY AS segment(value, ordinality)
  CROSS JOIN LATERAL jsonb_array_elements(segment.value->'turns') WITH ORDINALITY AS turn(value, ordinality)
  WHERE j."id" = e."job_id" AND jsonb_typeof(j."script"->'segments') = 'array'
), '');--> statement-breakpoint
ALTER TABLE "podcast_episodes" drop column "search";--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(topic, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(transcript, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "podcast_episodes_search_idx" ON "podcast_episodes" USING gin ("search") WITH (fastupdate=false);
