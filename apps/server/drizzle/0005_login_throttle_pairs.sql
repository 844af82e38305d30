-- Login throttling per (email, client address) pair (issue 10): the old per-email rows are transient state, dropped.
DELETE FROM "login_throttles";--> statement-breakpoint
ALTER TABLE "login_throttles" DROP CONSTRAINT "login_throttles_pkey";--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "ip_address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ALTER COLUMN "last_failed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_email_ip_address_pk" PRIMARY KEY("email","ip_address");
