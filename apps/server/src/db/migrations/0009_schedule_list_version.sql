CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("name", "version") VALUES ('podcast_schedule_list', 0);--> statement-breakpoint
-- Moves the counter named by the trigger's argument, in the transaction of the statement that fired it.
CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_versions" ("name", "version") VALUES (TG_ARGV[0], 1)
  ON CONFLICT ("name") DO UPDATE SET "version" = "cache_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The schedule list reads schedules, their owners' names, their newest jobs and those jobs' episodes' titles.
CREATE TRIGGER "podcast_schedules_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "podcast_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('podcast_schedule_list');--> statement-breakpoint
CREATE TRIGGER "podcast_jobs_schedule_list_version" AFTER UPDATE OF "state", "error", "episode_id" OR DELETE OR TRUNCATE ON "podcast_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('podcast_schedule_list');--> statement-breakpoint
CREATE TRIGGER "podcast_episodes_schedule_list_version" AFTER UPDATE OF "title" OR DELETE OR TRUNCATE ON "podcast_episodes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('podcast_schedule_list');--> statement-breakpoint
CREATE TRIGGER "users_schedule_list_version" AFTER UPDATE OF "username" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('podcast_schedule_list');
