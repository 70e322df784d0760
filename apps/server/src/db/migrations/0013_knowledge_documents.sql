CREATE TABLE "knowledge_documents" (
	"source_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"pages" integer,
	"topics" text[] NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_documents_format" CHECK (format in ('markdown', 'text', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_source_id_knowledge_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."knowledge_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;