ALTER TABLE "staff" ADD COLUMN "inactive_from" date;--> statement-breakpoint
-- Members already inactive: their last change is the best record of when they were deactivated.
UPDATE "staff" SET "inactive_from" = ("staff"."updated_at" AT TIME ZONE "workspaces"."time_zone")::date FROM "workspaces" WHERE "workspaces"."id" = "staff"."workspace_id" AND "staff"."active" = false;
