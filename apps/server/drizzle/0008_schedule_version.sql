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
-- Once per statement on the schedule's tables: every workspace whose rows the statement inserted,
-- updated or deleted gets a new version (one update per workspace, however many rows).
CREATE FUNCTION "schedule_version_on_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE workspaces SET schedule_version = nextval('schedule_version_seq')
      WHERE id IN (SELECT DISTINCT workspace_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE workspaces SET schedule_version = nextval('schedule_version_seq')
      WHERE id IN (SELECT DISTINCT workspace_id FROM old_rows);
  ELSE
    UPDATE workspaces SET schedule_version = nextval('schedule_version_seq')
      WHERE id IN (SELECT workspace_id FROM new_rows UNION SELECT workspace_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rotation_patterns', 'rotation_slots', 'rotation_assignments', 'schedule_entries',
    'absences', 'shift_types', 'staff', 'staff_skills', 'rule_sets', 'staff_contracts', 'public_holidays']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_version_on_rows()', t || '_schedule_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_version_on_rows()', t || '_schedule_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_version_on_rows()', t || '_schedule_version_del', t);
  END LOOP;
END $$;
