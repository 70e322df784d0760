CREATE INDEX "podcast_episodes_title_idx" ON "podcast_episodes" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "podcast_episodes_listens_idx" ON "podcast_episodes" USING btree ("total_listens","id");--> statement-breakpoint
CREATE INDEX "podcast_episodes_duration_idx" ON "podcast_episodes" USING btree ("duration_seconds","id");--> statement-breakpoint
CREATE INDEX "podcast_episodes_rating_asc_idx" ON "podcast_episodes" USING btree (("rating_sum"::float8 / nullif("total_ratings", 0)) asc nulls last,"id");--> statement-breakpoint
CREATE INDEX "podcast_episodes_rating_desc_idx" ON "podcast_episodes" USING btree (("rating_sum"::float8 / nullif("total_ratings", 0)) desc nulls last,"id" desc);