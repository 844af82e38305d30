ALTER TABLE "workspaces" ADD COLUMN "schedule_rotation_version" bigint DEFAULT nextval('schedule_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "schedule_entries_version" bigint DEFAULT nextval('schedule_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "schedule_absences_version" bigint DEFAULT nextval('schedule_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "schedule_master_version" bigint DEFAULT nextval('schedule_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "schedule_rules_version" bigint DEFAULT nextval('schedule_version_seq') NOT NULL;--> statement-breakpoint
-- The parts of the schedule's rows (docs/adr/0008-schedule-version-and-cache.md): a write to a
-- part's tables raises that part's version with the schedule version, to the same new value, so a
-- recomputation reads again only the parts whose version moved. The trigger's argument names the
-- part; a trigger without one (a table added later that forgot it) raises every part, which is
-- always safe. Once per workspace, part and transaction, as before.
CREATE OR REPLACE FUNCTION "schedule_version_on_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.workspace_id ELSE NEW.workspace_id END;
  part text := coalesce(TG_ARGV[0], 'all');
  flag text := 'openrota.schedule_version_' || part || '_' || replace(ws::text, '-', '_');
  v bigint;
BEGIN
  IF coalesce(current_setting(flag, true), '') <> 'raised' THEN
    v := nextval('schedule_version_seq');
    UPDATE workspaces SET schedule_version = v,
      schedule_rotation_version = CASE WHEN part IN ('rotation', 'all') THEN v ELSE schedule_rotation_version END,
      schedule_entries_version = CASE WHEN part IN ('entries', 'all') THEN v ELSE schedule_entries_version END,
      schedule_absences_version = CASE WHEN part IN ('absences', 'all') THEN v ELSE schedule_absences_version END,
      schedule_master_version = CASE WHEN part IN ('master', 'all') THEN v ELSE schedule_master_version END,
      schedule_rules_version = CASE WHEN part IN ('rules', 'all') THEN v ELSE schedule_rules_version END
    WHERE id = ws;
    PERFORM set_config(flag, 'raised', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['rotation_patterns', 'rotation'], ['rotation_slots', 'rotation'], ['rotation_assignments', 'rotation'],
    ['schedule_entries', 'entries'], ['absences', 'absences'],
    ['shift_types', 'master'], ['staff', 'master'], ['staff_skills', 'master'],
    ['rule_sets', 'rules'], ['staff_contracts', 'rules'], ['public_holidays', 'rules'],
    ['staff_availability_weeks', 'rules'], ['staff_availability_exceptions', 'rules']]
  LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t[1] || '_schedule_version', t[1]);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION schedule_version_on_row(%L)', t[1] || '_schedule_version', t[1], t[2]);
  END LOOP;
END $$;
