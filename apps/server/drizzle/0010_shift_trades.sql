CREATE TABLE "shift_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"offered_by_staff_id" uuid NOT NULL,
	"shift_date" date NOT NULL,
	"rotation_slot_id" uuid,
	"schedule_entry_id" uuid,
	"shift_type_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"swap_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"accepted_by_staff_id" uuid,
	"accepted_shift" jsonb,
	"accepted_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "trade_approval" text DEFAULT 'MANAGER' NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_trades" ADD CONSTRAINT "shift_trades_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_trades" ADD CONSTRAINT "shift_trades_offered_by_staff_id_staff_id_fk" FOREIGN KEY ("offered_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_trades" ADD CONSTRAINT "shift_trades_rotation_slot_id_rotation_slots_id_fk" FOREIGN KEY ("rotation_slot_id") REFERENCES "public"."rotation_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_trades" ADD CONSTRAINT "shift_trades_schedule_entry_id_schedule_entries_id_fk" FOREIGN KEY ("schedule_entry_id") REFERENCES "public"."schedule_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_trades" ADD CONSTRAINT "shift_trades_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_trades" ADD CONSTRAINT "shift_trades_accepted_by_staff_id_staff_id_fk" FOREIGN KEY ("accepted_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_trades" ADD CONSTRAINT "shift_trades_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_trades_workspace_status_idx" ON "shift_trades" USING btree ("workspace_id","status","shift_date");--> statement-breakpoint
CREATE INDEX "shift_trades_offered_by_idx" ON "shift_trades" USING btree ("workspace_id","offered_by_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_trades_active_slot_uq" ON "shift_trades" USING btree ("rotation_slot_id","shift_date") WHERE "shift_trades"."status" IN ('OPEN', 'ACCEPTED') AND "shift_trades"."rotation_slot_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_trades_active_entry_uq" ON "shift_trades" USING btree ("schedule_entry_id") WHERE "shift_trades"."status" IN ('OPEN', 'ACCEPTED') AND "shift_trades"."schedule_entry_id" IS NOT NULL;