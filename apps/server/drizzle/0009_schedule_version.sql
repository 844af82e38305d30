-- The schedule version of a workspace (docs/adr/0008-schedule-version-and-cache.md): a value of
-- one sequence, so a version is never given twice (not even to a workspace restored or recreated
-- under the same id), raised by the triggers below in the same transaction as every write that
-- can change a computed schedule. Readers cache computed schedules under it.
CREATE SEQUENCE "public"."schedule_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "schedule_version" bigint DEFAULT nextval('schedule_version_seq') NOT NULL;--> statement-breakpoint
-- A change of the workspace's own row (time zone, name, staff-login settings, plan, ...) raises it
-- as the row is written; a write that only sets schedule_version is the raise itself.
CREATE FUNCTION "schedule_version_on_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.schedule_version = OLD.schedule_version AND NEW IS DISTINCT FROM OLD THEN
    NEW.schedule_version := nextval('schedule_version_seq');
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "workspaces_schedule_version" BEFORE UPDATE ON "workspaces"
  FOR EACH ROW EXECUTE FUNCTION "schedule_version_on_workspace"();--> statement-breakpoint
-- On the schedule's tables: deferred to the end of the writing transaction (a constraint trigger,
-- initially deferred), so that the workspace row is locked last, after every lock the writes took
-- in their own order (a staff member's row, say), and two writes can never wait on each other
-- through it; once per workspace and transaction (a transaction-local setting remembers it), so a
-- bulk write (an import, a restore) updates the row once.
CREATE FUNCTION "schedule_version_on_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END;
  flag text := 'openrota.schedule_version_' || replace(ws::text, '-', '_');
BEGIN
  IF coalesce(current_setting(flag, true), '') <> 'raised' THEN
    UPDATE workspaces SET schedule_version = nextval('schedule_version_seq') WHERE id = ws;
    PERFORM set_config(flag, 'raised', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rotation_patterns', 'rotation_slots', 'rotation_assignments', 'schedule_entries',
    'absences', 'shift_types', 'staff', 'staff_skills', 'rule_sets', 'staff_contracts', 'public_holidays']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION schedule_version_on_row()', t || '_schedule_version', t);
  END LOOP;
END $$;
