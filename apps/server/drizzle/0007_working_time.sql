CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_workspace_date_uq" UNIQUE("workspace_id","date")
);
--> statement-breakpoint
CREATE TABLE "rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"preset" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"week_start" jsonb NOT NULL,
	"night" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"hours_per_week" numeric(5, 2) NOT NULL,
	"min_hours_per_period" numeric(5, 2),
	"max_hours_per_period" numeric(5, 2),
	"period" text DEFAULT 'WEEK' NOT NULL,
	"rule_set_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_contracts_staff_starts_on_uq" UNIQUE("staff_id","starts_on")
);
--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_sets" ADD CONSTRAINT "rule_sets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contracts" ADD CONSTRAINT "staff_contracts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contracts" ADD CONSTRAINT "staff_contracts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_contracts" ADD CONSTRAINT "staff_contracts_rule_set_id_rule_sets_id_fk" FOREIGN KEY ("rule_set_id") REFERENCES "public"."rule_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rule_sets_workspace_name_uq" ON "rule_sets" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rule_sets_workspace_default_uq" ON "rule_sets" USING btree ("workspace_id") WHERE "rule_sets"."is_default";--> statement-breakpoint
CREATE INDEX "staff_contracts_workspace_staff_idx" ON "staff_contracts" USING btree ("workspace_id","staff_id");--> statement-breakpoint
CREATE INDEX "staff_contracts_rule_set_idx" ON "staff_contracts" USING btree ("rule_set_id");--> statement-breakpoint
-- Every existing workspace gets the Dutch Arbeidstijdenwet as its default rule set (docs/product/working-time.md#rule-sets),
-- the values of presetRuleSet('NL_ATW') in packages/domain/src/working-time/presets.ts when this migration was written.
INSERT INTO "rule_sets" ("workspace_id", "name", "preset", "is_default", "week_start", "night", "rules")
SELECT "id", 'Arbeidstijdenwet', 'NL_ATW', true,
  '{"dayOfWeek":1,"time":"00:00"}'::jsonb,
  '{"startTime":"00:00","endTime":"06:00","minMinutesInWindow":60,"lateEndTime":"02:00"}'::jsonb,
  '{"maxShiftLength":{"enabled":true,"severity":"HARD","params":{"maxMinutes":720}},"maxWeekMinutes":{"enabled":true,"severity":"HARD","params":{"maxMinutes":3600}},"averageWeekShort":{"enabled":true,"severity":"HARD","params":{"weeks":4,"maxMinutes":3300}},"averageWeekLong":{"enabled":true,"severity":"HARD","params":{"weeks":16,"maxMinutes":2880,"nightThreshold":16,"maxMinutesWithNights":2400}},"dailyRest":{"enabled":true,"severity":"HARD","params":{"minMinutes":660,"shortenedMinutes":480,"shortenedPerWeek":1}},"weeklyRest":{"enabled":true,"severity":"HARD","params":{"minMinutes":2160,"alternativeMinutes":4320,"alternativePartMinutes":1920,"windowMode":"SLIDING"}},"nightShiftLength":{"enabled":true,"severity":"HARD","params":{"maxMinutes":600,"extendedMaxMinutes":720,"extendedPer2Weeks":5,"extendedPer52Weeks":22}},"restAfterLateNight":{"enabled":true,"severity":"HARD","params":{"minMinutes":840,"shortenedMinutes":480,"shortenedPerWeek":1}},"restAfterNightSeries":{"enabled":true,"severity":"HARD","params":{"minNights":3,"minMinutes":2760}},"maxLateNights":{"enabled":true,"severity":"HARD","params":{"max":36,"weeks":16}},"maxRunWithNight":{"enabled":true,"severity":"HARD","params":{"maxShifts":7}},"minConsecutiveDays":{"enabled":false,"severity":"WARNING","params":{"min":2}},"maxConsecutiveDays":{"enabled":false,"severity":"WARNING","params":{"max":6}},"minConsecutiveDaysOff":{"enabled":false,"severity":"WARNING","params":{"min":2}},"maxWeekendsWorked":{"enabled":false,"severity":"WARNING","params":{"max":2,"period":"MONTH"}},"minMinutesInPeriod":{"enabled":false,"severity":"WARNING","params":{"minMinutes":0,"period":"WEEK"}},"maxMinutesInPeriod":{"enabled":false,"severity":"WARNING","params":{"maxMinutes":2400,"period":"WEEK"}},"maxShiftsOfType":{"enabled":false,"severity":"WARNING","params":{"period":"MONTH","limits":[]}},"forbiddenSuccession":{"enabled":false,"severity":"WARNING","params":{"withinMinutes":0,"pairs":[]}},"doubleBooking":{"enabled":true,"severity":"HARD","params":{}},"duringAbsence":{"enabled":true,"severity":"HARD","params":{}}}'::jsonb
FROM "workspaces";
--> statement-breakpoint
-- And the Dutch public holidays of 2024-2030 (dutchPublicHolidays in packages/domain/src/holidays.ts), named in
-- the language of the workspace's first admin.
INSERT INTO "public_holidays" ("workspace_id", "date", "name")
SELECT w."id", h."date", CASE WHEN (
    SELECT u."language" FROM "workspace_members" m JOIN "users" u ON u."id" = m."user_id"
    WHERE m."workspace_id" = w."id" AND m."role" = 'ADMIN' ORDER BY m."created_at", u."id" LIMIT 1
  ) = 'nl' THEN h."name_nl" ELSE h."name_en" END
FROM "workspaces" w
CROSS JOIN (VALUES
  (DATE '2024-01-01', 'New Year''s Day', 'Nieuwjaarsdag'),
  (DATE '2024-03-29', 'Good Friday', 'Goede Vrijdag'),
  (DATE '2024-03-31', 'Easter Sunday', 'Eerste Paasdag'),
  (DATE '2024-04-01', 'Easter Monday', 'Tweede Paasdag'),
  (DATE '2024-04-27', 'King''s Day', 'Koningsdag'),
  (DATE '2024-05-05', 'Liberation Day', 'Bevrijdingsdag'),
  (DATE '2024-05-09', 'Ascension Day', 'Hemelvaartsdag'),
  (DATE '2024-05-19', 'Whit Sunday', 'Eerste Pinksterdag'),
  (DATE '2024-05-20', 'Whit Monday', 'Tweede Pinksterdag'),
  (DATE '2024-12-25', 'Christmas Day', 'Eerste Kerstdag'),
  (DATE '2024-12-26', 'Boxing Day', 'Tweede Kerstdag'),
  (DATE '2025-01-01', 'New Year''s Day', 'Nieuwjaarsdag'),
  (DATE '2025-04-18', 'Good Friday', 'Goede Vrijdag'),
  (DATE '2025-04-20', 'Easter Sunday', 'Eerste Paasdag'),
  (DATE '2025-04-21', 'Easter Monday', 'Tweede Paasdag'),
  (DATE '2025-04-26', 'King''s Day', 'Koningsdag'),
  (DATE '2025-05-05', 'Liberation Day', 'Bevrijdingsdag'),
  (DATE '2025-05-29', 'Ascension Day', 'Hemelvaartsdag'),
  (DATE '2025-06-08', 'Whit Sunday', 'Eerste Pinksterdag'),
  (DATE '2025-06-09', 'Whit Monday', 'Tweede Pinksterdag'),
  (DATE '2025-12-25', 'Christmas Day', 'Eerste Kerstdag'),
  (DATE '2025-12-26', 'Boxing Day', 'Tweede Kerstdag'),
  (DATE '2026-01-01', 'New Year''s Day', 'Nieuwjaarsdag'),
  (DATE '2026-04-03', 'Good Friday', 'Goede Vrijdag'),
  (DATE '2026-04-05', 'Easter Sunday', 'Eerste Paasdag'),
  (DATE '2026-04-06', 'Easter Monday', 'Tweede Paasdag'),
  (DATE '2026-04-27', 'King''s Day', 'Koningsdag'),
  (DATE '2026-05-05', 'Liberation Day', 'Bevrijdingsdag'),
  (DATE '2026-05-14', 'Ascension Day', 'Hemelvaartsdag'),
  (DATE '2026-05-24', 'Whit Sunday', 'Eerste Pinksterdag'),
  (DATE '2026-05-25', 'Whit Monday', 'Tweede Pinksterdag'),
  (DATE '2026-12-25', 'Christmas Day', 'Eerste Kerstdag'),
  (DATE '2026-12-26', 'Boxing Day', 'Tweede Kerstdag'),
  (DATE '2027-01-01', 'New Year''s Day', 'Nieuwjaarsdag'),
  (DATE '2027-03-26', 'Good Friday', 'Goede Vrijdag'),
  (DATE '2027-03-28', 'Easter Sunday', 'Eerste Paasdag'),
  (DATE '2027-03-29', 'Easter Monday', 'Tweede Paasdag'),
  (DATE '2027-04-27', 'King''s Day', 'Koningsdag'),
  (DATE '2027-05-05', 'Liberation Day', 'Bevrijdingsdag'),
  (DATE '2027-05-06', 'Ascension Day', 'Hemelvaartsdag'),
  (DATE '2027-05-16', 'Whit Sunday', 'Eerste Pinksterdag'),
  (DATE '2027-05-17', 'Whit Monday', 'Tweede Pinksterdag'),
  (DATE '2027-12-25', 'Christmas Day', 'Eerste Kerstdag'),
  (DATE '2027-12-26', 'Boxing Day', 'Tweede Kerstdag'),
  (DATE '2028-01-01', 'New Year''s Day', 'Nieuwjaarsdag'),
  (DATE '2028-04-14', 'Good Friday', 'Goede Vrijdag'),
  (DATE '2028-04-16', 'Easter Sunday', 'Eerste Paasdag'),
  (DATE '2028-04-17', 'Easter Monday', 'Tweede Paasdag'),
  (DATE '2028-04-27', 'King''s Day', 'Koningsdag'),
  (DATE '2028-05-05', 'Liberation Day', 'Bevrijdingsdag'),
  (DATE '2028-05-25', 'Ascension Day', 'Hemelvaartsdag'),
  (DATE '2028-06-04', 'Whit Sunday', 'Eerste Pinksterdag'),
  (DATE '2028-06-05', 'Whit Monday', 'Tweede Pinksterdag'),
  (DATE '2028-12-25', 'Christmas Day', 'Eerste Kerstdag'),
  (DATE '2028-12-26', 'Boxing Day', 'Tweede Kerstdag'),
  (DATE '2029-01-01', 'New Year''s Day', 'Nieuwjaarsdag'),
  (DATE '2029-03-30', 'Good Friday', 'Goede Vrijdag'),
  (DATE '2029-04-01', 'Easter Sunday', 'Eerste Paasdag'),
  (DATE '2029-04-02', 'Easter Monday', 'Tweede Paasdag'),
  (DATE '2029-04-27', 'King''s Day', 'Koningsdag'),
  (DATE '2029-05-05', 'Liberation Day', 'Bevrijdingsdag'),
  (DATE '2029-05-10', 'Ascension Day', 'Hemelvaartsdag'),
  (DATE '2029-05-20', 'Whit Sunday', 'Eerste Pinksterdag'),
  (DATE '2029-05-21', 'Whit Monday', 'Tweede Pinksterdag'),
  (DATE '2029-12-25', 'Christmas Day', 'Eerste Kerstdag'),
  (DATE '2029-12-26', 'Boxing Day', 'Tweede Kerstdag'),
  (DATE '2030-01-01', 'New Year''s Day', 'Nieuwjaarsdag'),
  (DATE '2030-04-19', 'Good Friday', 'Goede Vrijdag'),
  (DATE '2030-04-21', 'Easter Sunday', 'Eerste Paasdag'),
  (DATE '2030-04-22', 'Easter Monday', 'Tweede Paasdag'),
  (DATE '2030-04-27', 'King''s Day', 'Koningsdag'),
  (DATE '2030-05-05', 'Liberation Day', 'Bevrijdingsdag'),
  (DATE '2030-05-30', 'Ascension Day', 'Hemelvaartsdag'),
  (DATE '2030-06-09', 'Whit Sunday', 'Eerste Pinksterdag'),
  (DATE '2030-06-10', 'Whit Monday', 'Tweede Pinksterdag'),
  (DATE '2030-12-25', 'Christmas Day', 'Eerste Kerstdag'),
  (DATE '2030-12-26', 'Boxing Day', 'Tweede Kerstdag')
) AS h("date", "name_en", "name_nl");
