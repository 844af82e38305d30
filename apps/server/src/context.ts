import type { FastifyBaseLogger } from 'fastify';
import type { Language, Role } from '@openrota/contracts';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { Clock } from './lib/clock';
import type { JobQueue } from './modules/jobs/job-queue';
import type { Mailer } from './modules/mail/mailer';
import type { SmsProvider } from './modules/sms/sms-provider';

/** The caller of a `workspace` route: built by the access plugin (plugins/access.ts), passed to services. */
export interface WorkspaceContext {
  workspaceId: string;
  role: Role;
  userId: string;
  /**
   * The workspace's schedule version and settings as the access check read them (in its one
   * query): a schedule read starts from these instead of reading the row again. Absent where a
   * context is made without a request (jobs, tests).
   */
  scheduleRow?: ScheduleRow;
}

/** The workspace row a schedule read starts from (its `today` is derived from the time zone). */
export interface ScheduleRow {
  version: number;
  name: string;
  timeZone: string;
  maxSelfPlanningDays: number;
  absencesMinDelay: number;
}

/** The caller of a `staff` route: a staff member signed in by one-time code (built by the access plugin). */
export interface StaffSessionContext {
  staffId: string;
  workspaceId: string;
  sessionId: string;
  /** The language of the member's linked account, if any: errors are answered in it. */
  language?: Language;
  /** The workspace's schedule version and settings as the access check read them (see WorkspaceContext). */
  scheduleRow?: ScheduleRow;
}

/** Who did it and from where, for the audit log; routes take it from the request (`requestMeta`). */
export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/** What services need from the outside world; built once per app, replaced in tests. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Text messages (staff sign-in codes): the outbox, or an HTTP gateway when configured. */
  sms: SmsProvider;
  log: FastifyBaseLogger;
  /** Background jobs (pg-boss in the app's PostgreSQL): define, enqueue, poll (modules/jobs/job-queue.ts). */
  jobs: JobQueue;
}
