CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"user_role" text,
	"action_type" text NOT NULL,
	"action_details" jsonb NOT NULL,
	"ip_address" text,
	"location_city" text,
	"location_country" text,
	"is_vpn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_idx" ON "audit_logs" USING btree ("action_type","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_failed_login_username_idx" ON "audit_logs" USING btree (lower("username"),"created_at") WHERE "audit_logs"."action_type" = 'login_failed';--> statement-breakpoint
CREATE INDEX "audit_logs_failed_login_ip_idx" ON "audit_logs" USING btree ("ip_address","created_at") WHERE "audit_logs"."action_type" = 'login_failed';--> statement-breakpoint
CREATE INDEX "audit_logs_user_country_idx" ON "audit_logs" USING btree ("user_id","location_country","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_role_created_idx" ON "audit_logs" USING btree ("user_role","created_at");