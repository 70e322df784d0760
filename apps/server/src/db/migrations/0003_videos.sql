CREATE TABLE "blocked_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"severity" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "blocked_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocked_category_id" integer NOT NULL,
	"video_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quality_score" real DEFAULT 5 NOT NULL,
	"availability_status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_videos_quality_range" CHECK ("blocked_videos"."quality_score" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "content_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocked_category_id" integer NOT NULL,
	"keywords" jsonb NOT NULL,
	"phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_type" text DEFAULT 'any' NOT NULL,
	"case_sensitive" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curated_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"video_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"channel_id" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration" text,
	"view_count" integer,
	"quality_score" real DEFAULT 7 NOT NULL,
	"availability_status" text DEFAULT 'available' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(channel, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curated_videos_quality_range" CHECK ("curated_videos"."quality_score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "topic_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"keywords" jsonb NOT NULL,
	"match_type" text DEFAULT 'any' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"blacklist_type" text NOT NULL,
	"video_id" text,
	"channel_id" text,
	"title" text DEFAULT '' NOT NULL,
	"blacklisted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_blacklist_target" CHECK (("video_blacklist"."blacklist_type" = 'video' and "video_blacklist"."video_id" is not null) or ("video_blacklist"."blacklist_type" = 'channel' and "video_blacklist"."channel_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "video_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "video_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"video_id" text NOT NULL,
	"video_url" text NOT NULL,
	"video_title" text DEFAULT '' NOT NULL,
	"channel_name" text DEFAULT '' NOT NULL,
	"channel_id" text DEFAULT '' NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_upvotes" (
	"user_id" integer NOT NULL,
	"video_id" text NOT NULL,
	"video_url" text NOT NULL,
	"video_title" text DEFAULT '' NOT NULL,
	"channel_name" text DEFAULT '' NOT NULL,
	"channel_id" text DEFAULT '' NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_upvotes_user_id_video_id_pk" PRIMARY KEY("user_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "youtube_quota" (
	"day" date PRIMARY KEY NOT NULL,
	"units_used" integer DEFAULT 0 NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_search_cache" (
	"query_key" text PRIMARY KEY NOT NULL,
	"videos" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_videos" ADD CONSTRAINT "blocked_videos_blocked_category_id_blocked_categories_id_fk" FOREIGN KEY ("blocked_category_id") REFERENCES "public"."blocked_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_filters" ADD CONSTRAINT "content_filters_blocked_category_id_blocked_categories_id_fk" FOREIGN KEY ("blocked_category_id") REFERENCES "public"."blocked_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curated_videos" ADD CONSTRAINT "curated_videos_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_rules" ADD CONSTRAINT "topic_rules_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."video_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_blacklist" ADD CONSTRAINT "video_blacklist_blacklisted_by_users_id_fk" FOREIGN KEY ("blacklisted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_reports" ADD CONSTRAINT "video_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_reports" ADD CONSTRAINT "video_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_upvotes" ADD CONSTRAINT "video_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_videos_video_idx" ON "blocked_videos" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "content_filters_category_idx" ON "content_filters" USING btree ("blocked_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curated_videos_video_idx" ON "curated_videos" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "curated_videos_search_idx" ON "curated_videos" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "video_blacklist_video_idx" ON "video_blacklist" USING btree ("video_id") WHERE "video_blacklist"."blacklist_type" = 'video';--> statement-breakpoint
CREATE UNIQUE INDEX "video_blacklist_channel_idx" ON "video_blacklist" USING btree ("channel_id") WHERE "video_blacklist"."blacklist_type" = 'channel';--> statement-breakpoint
CREATE INDEX "video_reports_status_idx" ON "video_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "video_upvotes_video_idx" ON "video_upvotes" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "youtube_search_cache_expiry_idx" ON "youtube_search_cache" USING btree ("expires_at");