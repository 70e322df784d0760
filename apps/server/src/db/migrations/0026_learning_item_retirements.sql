CREATE TABLE "learning_item_retirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"topic_key" text NOT NULL,
	"target" text NOT NULL,
	"retired_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_item_retirements_kind_check" CHECK ("learning_item_retirements"."kind" in ('item', 'pattern'))
);
--> statement-breakpoint
ALTER TABLE "learning_item_retirements" ADD CONSTRAINT "learning_item_retirements_retired_by_users_id_fk" FOREIGN KEY ("retired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_item_retirements_topic_target_idx" ON "learning_item_retirements" USING btree ("topic_key","kind","target");