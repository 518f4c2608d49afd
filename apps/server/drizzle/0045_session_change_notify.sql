-- The session cache (decision 060): every change to an account or to its sessions, made by any
-- process or by hand, notifies the account's id on the channel the API processes listen on; each
-- drops what it kept of that account. Sent at commit; identical ones of a transaction arrive once.
CREATE OR REPLACE FUNCTION quire_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quire_session_change', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION quire_notify_session_change('id');--> statement-breakpoint
CREATE TRIGGER sessions_session_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION quire_notify_session_change('user_id');
