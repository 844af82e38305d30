CREATE TABLE "calendar_feed_events" (
	"feed_id" uuid NOT NULL,
	"occurrence" text NOT NULL,
	"date" date NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"staff_id" uuid,
	"shift_type_id" uuid NOT NULL,
	"shift_type_name" text NOT NULL,
	"staff_name" text,
	"status" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"last_modified" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_events_feed_id_occurrence_pk" PRIMARY KEY("feed_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"staff_id" uuid,
	"shift_type_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"etag" text,
	"etag_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_events" ADD CONSTRAINT "calendar_feed_events_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feed_events_date_idx" ON "calendar_feed_events" USING btree ("feed_id","date");--> statement-breakpoint
CREATE INDEX "calendar_feeds_workspace_idx" ON "calendar_feeds" USING btree ("workspace_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_staff_uq" ON "calendar_feeds" USING btree ("staff_id") WHERE kind = 'STAFF';