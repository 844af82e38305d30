CREATE TABLE "shift_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"description" text,
	"color" text DEFAULT '#10b981' NOT NULL,
	"start_time" text,
	"end_time" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"email" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"shift_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_skills_staff_shift_type_uq" UNIQUE("staff_id","shift_type_id")
);
--> statement-breakpoint
CREATE TABLE "rotation_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"rotation_pattern_id" uuid NOT NULL,
	"rotation_slot_id" uuid,
	"staff_id" uuid NOT NULL,
	"week_number" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"shift_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rotation_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"week_count" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotation_patterns_week_count_ck" CHECK ("rotation_patterns"."week_count" IN (1, 2, 3, 4, 6, 8, 12)),
	CONSTRAINT "rotation_patterns_dates_ck" CHECK ("rotation_patterns"."end_date" IS NULL OR "rotation_patterns"."end_date" > "rotation_patterns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "rotation_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"rotation_pattern_id" uuid NOT NULL,
	"week_number" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"shift_type_id" uuid NOT NULL,
	"required_count" integer DEFAULT 1 NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rotation_slots_day_ck" CHECK ("rotation_slots"."day_of_week" BETWEEN 0 AND 6),
	CONSTRAINT "rotation_slots_week_ck" CHECK ("rotation_slots"."week_number" >= 1),
	CONSTRAINT "rotation_slots_required_ck" CHECK ("rotation_slots"."required_count" = 1)
);
--> statement-breakpoint
ALTER TABLE "shift_types" ADD CONSTRAINT "shift_types_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_skills" ADD CONSTRAINT "staff_skills_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_skills" ADD CONSTRAINT "staff_skills_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_skills" ADD CONSTRAINT "staff_skills_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_assignments" ADD CONSTRAINT "rotation_assignments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_assignments" ADD CONSTRAINT "rotation_assignments_rotation_pattern_id_rotation_patterns_id_fk" FOREIGN KEY ("rotation_pattern_id") REFERENCES "public"."rotation_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_assignments" ADD CONSTRAINT "rotation_assignments_rotation_slot_id_rotation_slots_id_fk" FOREIGN KEY ("rotation_slot_id") REFERENCES "public"."rotation_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_assignments" ADD CONSTRAINT "rotation_assignments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_assignments" ADD CONSTRAINT "rotation_assignments_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_patterns" ADD CONSTRAINT "rotation_patterns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_slots" ADD CONSTRAINT "rotation_slots_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_slots" ADD CONSTRAINT "rotation_slots_rotation_pattern_id_rotation_patterns_id_fk" FOREIGN KEY ("rotation_pattern_id") REFERENCES "public"."rotation_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotation_slots" ADD CONSTRAINT "rotation_slots_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_types_workspace_name_uq" ON "shift_types" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shift_types_workspace_order_idx" ON "shift_types" USING btree ("workspace_id","order");--> statement-breakpoint
CREATE INDEX "staff_workspace_name_idx" ON "staff" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE INDEX "staff_workspace_email_idx" ON "staff" USING btree ("workspace_id","email");--> statement-breakpoint
CREATE INDEX "staff_skills_workspace_staff_idx" ON "staff_skills" USING btree ("workspace_id","staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rotation_assignments_slot_uq" ON "rotation_assignments" USING btree ("rotation_slot_id");--> statement-breakpoint
CREATE INDEX "rotation_assignments_workspace_pattern_idx" ON "rotation_assignments" USING btree ("workspace_id","rotation_pattern_id");--> statement-breakpoint
CREATE INDEX "rotation_assignments_workspace_staff_idx" ON "rotation_assignments" USING btree ("workspace_id","staff_id");--> statement-breakpoint
CREATE INDEX "rotation_patterns_workspace_idx" ON "rotation_patterns" USING btree ("workspace_id","start_date");--> statement-breakpoint
CREATE INDEX "rotation_slots_workspace_pattern_idx" ON "rotation_slots" USING btree ("workspace_id","rotation_pattern_id","week_number","day_of_week");