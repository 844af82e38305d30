import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { absencesRoutes } from './absences/absences.routes';
import { licenceRoutes } from './licence/licence.routes';
import { settingsRoutes } from './settings/settings.routes';
import { membersRoutes } from './members/members.routes';
import { emailRoutes } from './email/email.routes';
import { auditRoutes } from './audit/audit.routes';
import { backupRoutes } from './backup/backup.routes';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { rotationRoutes } from './rotation/rotation.routes';
import { schedulePdfRoutes } from './schedule/pdf/pdf.routes';
import { scheduleEntriesRoutes } from './schedule/schedule-entries.routes';
import { scheduleRoutes } from './schedule/schedule.routes';
import { shiftTypesRoutes } from './shift-types/shift-types.routes';
import { staffSelfServiceRoutes } from './staff-portal/self-service.routes';
import { staffRoutes } from './staff/staff.routes';
import { staffImportRoutes } from './staff-import/staff-import.routes';
import { usersRoutes } from './users/users.routes';
import { workspacesRoutes } from './workspaces/workspaces.routes';
import { staffAuthRoutes } from './staff-portal/staff-auth.routes';
import { publicStaffRoutes } from './public/public-staff.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { workingTimeRoutes } from './working-time/working-time.routes';
import { tradesRoutes } from './trades/trades.routes';
import { calendarFeedsRoutes } from './calendar-feeds/calendar-feeds.routes';
import { availabilityRoutes } from './availability/availability.routes';
import { autoFillRoutes } from './autofill/autofill.routes';

/** Every route module of the API, registered in this order by buildApp. */
export const apiModules: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  workspacesRoutes,
  shiftTypesRoutes,
  staffRoutes,
  staffImportRoutes,
  rotationRoutes,
  scheduleRoutes,
  scheduleEntriesRoutes,
  schedulePdfRoutes,
  absencesRoutes,
  licenceRoutes,
  settingsRoutes,
  membersRoutes,
  emailRoutes,
  auditRoutes,
  backupRoutes,
  staffSelfServiceRoutes,
  staffAuthRoutes,
  publicStaffRoutes,
  ledgerRoutes,
  workingTimeRoutes,
  tradesRoutes,
  calendarFeedsRoutes,
  availabilityRoutes,
  autoFillRoutes,
];
