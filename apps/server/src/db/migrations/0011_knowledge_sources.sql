CREATE TABLE "knowledge_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"section_path" text NOT NULL,
	"body" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', section_path), 'A') || setweight(to_tsvector('english', body), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"licence_name" text,
	"licence_url" text,
	"external_key" text NOT NULL,
	"revision" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"topic_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_sources_kind" CHECK (kind in ('wikipedia', 'document', 'wordnet', 'session'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_passages_source_ordinal_idx" ON "knowledge_passages" USING btree ("source_id","ordinal");--> statement-breakpoint
CREATE INDEX "knowledge_passages_tsv_idx" ON "knowledge_passages" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_sources_external_key_idx" ON "knowledge_sources" USING btree ("kind","external_key");--> statement-breakpoint
CREATE INDEX "knowledge_sources_topic_keys_idx" ON "knowledge_sources" USING gin ("topic_keys");