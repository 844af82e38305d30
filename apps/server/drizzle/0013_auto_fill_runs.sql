CREATE TABLE "auto_fill_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"shift_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_id" uuid,
	"progress" jsonb NOT NULL,
	"proposal" jsonb,
	"error" jsonb,
	"stop_requested" boolean DEFAULT false NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"applied_slot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"writes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_fill_runs" ADD CONSTRAINT "auto_fill_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_fill_runs" ADD CONSTRAINT "auto_fill_runs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_fill_runs_workspace_created_idx" ON "auto_fill_runs" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_fill_runs_active_uq" ON "auto_fill_runs" USING btree ("workspace_id") WHERE "auto_fill_runs"."status" IN ('QUEUED', 'RUNNING');