ALTER TABLE "knowledge_passages" ADD COLUMN "page" integer;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD COLUMN "instruction_like" boolean DEFAULT false NOT NULL;