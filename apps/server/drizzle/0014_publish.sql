CREATE TABLE "published_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"date" date NOT NULL,
	"shift_type_id" uuid NOT NULL,
	"entry_id" text NOT NULL,
	"source" text NOT NULL,
	"entry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"published_by_user_id" uuid,
	"published_at" timestamp with time zone NOT NULL,
	"start_date" date NOT NULL,
	"until" date NOT NULL,
	"changes" integer NOT NULL,
	"members" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "publish_mode" text DEFAULT 'IMMEDIATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "published_from" date;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "published_until" date;--> statement-breakpoint
ALTER TABLE "published_shifts" ADD CONSTRAINT "published_shifts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_shifts" ADD CONSTRAINT "published_shifts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_shifts" ADD CONSTRAINT "published_shifts_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_publications" ADD CONSTRAINT "schedule_publications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_publications" ADD CONSTRAINT "schedule_publications_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "published_shifts_workspace_date_idx" ON "published_shifts" USING btree ("workspace_id","date");--> statement-breakpoint
CREATE INDEX "schedule_publications_workspace_idx" ON "schedule_publications" USING btree ("workspace_id","published_at");--> statement-breakpoint
-- The published snapshot is what staff are shown inside the horizon: its writes raise the
-- schedule version as the schedule's own tables do, so staff reads cached by version see a
-- publish at once (docs/adr/0008-schedule-version-and-cache.md, docs/adr/0012-publish-snapshot.md).
-- The publish mode and horizon are columns of workspaces, whose row trigger raises it already.
CREATE CONSTRAINT TRIGGER "published_shifts_schedule_version" AFTER INSERT OR UPDATE OR DELETE ON "published_shifts" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION schedule_version_on_row();
