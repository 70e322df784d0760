CREATE TABLE "learning_session_changes" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
CREATE INDEX "learning_session_changes_seq_idx" ON "learning_session_changes" USING btree ("seq");--> statement-breakpoint
-- Notes a session whose learning figures may have changed, with the next seq (decision 058).
CREATE FUNCTION "note_learning_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_TABLE_NAME = 'assessment_responses' THEN
    IF TG_OP = 'DELETE' THEN
      IF OLD.phase <> 'post' THEN RETURN NULL; END IF;
      changed := OLD.session_id;
    ELSE
      IF NEW.phase <> 'post' AND (TG_OP = 'INSERT' OR OLD.phase <> 'post') THEN RETURN NULL; END IF;
      changed := NEW.session_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    changed := OLD.id;
  ELSE
    changed := NEW.id;
  END IF;
  INSERT INTO "learning_session_changes" ("session_id") VALUES (changed)
  ON CONFLICT ("session_id") DO UPDATE SET "seq" = nextval('learning_session_changes_seq_seq');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assessment_responses_learning_change" AFTER INSERT OR UPDATE OR DELETE ON "assessment_responses"
  FOR EACH ROW EXECUTE FUNCTION "note_learning_session_change"();--> statement-breakpoint
CREATE TRIGGER "assessment_sessions_learning_change" AFTER INSERT OR DELETE OR UPDATE OF "status", "topic", "topic_key", "post_score", "precheck", "post_questions", "created_at" ON "assessment_sessions"
  FOR EACH ROW EXECUTE FUNCTION "note_learning_session_change"();
