CREATE TABLE "coach_reply_checks" (
	"outcome" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
