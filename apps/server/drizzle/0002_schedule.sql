CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"type" text DEFAULT 'OTHER' NOT NULL,
	"reason" text,
	"created_by_user_id" uuid,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_dates_ck" CHECK ("absences"."end_date" >= "absences"."start_date")
);
--> statement-breakpoint
CREATE TABLE "schedule_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"date" date NOT NULL,
	"entry_type" text NOT NULL,
	"shift_type_id" uuid NOT NULL,
	"staff_id" uuid,
	"rotation_slot_id" uuid,
	"rotation_pattern_id" uuid,
	"original_staff_id" uuid,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_by_user_id" uuid,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_entries_cancel_ck" CHECK (NOT "schedule_entries"."is_cancelled" OR "schedule_entries"."staff_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_rotation_slot_id_rotation_slots_id_fk" FOREIGN KEY ("rotation_slot_id") REFERENCES "public"."rotation_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_rotation_pattern_id_rotation_patterns_id_fk" FOREIGN KEY ("rotation_pattern_id") REFERENCES "public"."rotation_patterns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_original_staff_id_staff_id_fk" FOREIGN KEY ("original_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_created_by_staff_id_staff_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_workspace_dates_idx" ON "absences" USING btree ("workspace_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "absences_workspace_staff_idx" ON "absences" USING btree ("workspace_id","staff_id","start_date");--> statement-breakpoint
CREATE INDEX "schedule_entries_workspace_date_idx" ON "schedule_entries" USING btree ("workspace_id","date");--> statement-breakpoint
CREATE INDEX "schedule_entries_workspace_staff_idx" ON "schedule_entries" USING btree ("workspace_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_entries_slot_date_uq" ON "schedule_entries" USING btree ("rotation_slot_id","date") WHERE "schedule_entries"."rotation_slot_id" IS NOT NULL;