import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuestOnly, HomeRoute, RequireAuth, RequireWorkspace } from './guards';
import { lazyPage } from './lazy-page';
import { PageLoader } from './page-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const LoginPage = lazyPage(() => import('@/features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('@/features/auth/register-page'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage');
const SelectWorkspacePage = lazyPage(
  () => import('@/features/workspaces/select-workspace-page'),
  'SelectWorkspacePage',
);
const PrivacyPolicyPage = lazyPage(
  () => import('@/features/landing/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const LicenseExpiredRoute = lazyPage(() => import('./license-expired-route'), 'LicenseExpiredRoute');
const DataLayout = lazyPage(() => import('./data-layout'), 'DataLayout');
const AppLayout = lazyPage(() => import('./shell/app-layout'), 'AppLayout');
const DashboardRoute = lazyPage(() => import('./dashboard-route'), 'DashboardRoute');
const RotationPatternsPage = lazyPage(
  () => import('@/features/rotation/rotation-patterns-page'),
  'RotationPatternsPage',
);
const RotationPatternPage = lazyPage(
  () => import('@/features/rotation/rotation-pattern-page'),
  'RotationPatternPage',
);
const ShiftTypesPage = lazyPage(() => import('@/features/shift-types/shift-types-page'), 'ShiftTypesPage');
const StaffPage = lazyPage(() => import('@/features/staff/staff-page'), 'StaffPage');
const SkillsMatrixPage = lazyPage(() => import('@/features/staff/skills-matrix-page'), 'SkillsMatrixPage');
const ScheduleMonthPage = lazyPage(
  () => import('@/features/schedule/schedule-month-page'),
  'ScheduleMonthPage',
);
const ScheduleWeekPage = lazyPage(() => import('@/features/schedule/schedule-week-page'), 'ScheduleWeekPage');
const ScheduleRosterPage = lazyPage(
  () => import('@/features/schedule/schedule-roster-page'),
  'ScheduleRosterPage',
);
const ScheduleRulesPage = lazyPage(
  () => import('@/features/schedule/schedule-rules-page'),
  'ScheduleRulesPage',
);
const ScheduleRedirect = lazyPage(() => import('@/features/schedule/schedule-redirect'), 'ScheduleRedirect');
const OneOffCreatePage = lazyPage(() => import('@/features/one-off/one-off-create-page'), 'OneOffCreatePage');
const OneOffManagePage = lazyPage(() => import('@/features/one-off/one-off-manage-page'), 'OneOffManagePage');
const TradesPage = lazyPage(() => import('@/features/trades/trades-page'), 'TradesPage');
const AbsencesPage = lazyPage(() => import('@/features/absences/absences-page'), 'AbsencesPage');
const LedgerPage = lazyPage(() => import('@/features/ledger/ledger-page'), 'LedgerPage');
const ScheduleDebugPage = lazyPage(
  () => import('@/features/schedule-debug/schedule-debug-page'),
  'ScheduleDebugPage',
);
const WorkspaceSettingsPage = lazyPage(
  () => import('@/features/settings/workspace-settings-page'),
  'WorkspaceSettingsPage',
);
const EmailSettingsPage = lazyPage(
  () => import('@/features/email-settings/email-settings-page'),
  'EmailSettingsPage',
);
const RuleSettingsPage = lazyPage(
  () => import('@/features/working-time/rule-settings-page'),
  'RuleSettingsPage',
);
const AuditLogPage = lazyPage(() => import('@/features/audit-log/audit-log-page'), 'AuditLogPage');
const AcceptInvitationPage = lazyPage(
  () => import('@/features/members/accept-invitation-page'),
  'AcceptInvitationPage',
);
const StaffLoginPage = lazyPage(() => import('@/features/staff-portal/staff-login-page'), 'StaffLoginPage');
const StaffWorkspaceLoginPage = lazyPage(
  () => import('@/features/staff-portal/staff-login-page'),
  'StaffWorkspaceLoginPage',
);
const StaffLoginRedirect = lazyPage(
  () => import('@/features/staff-portal/staff-login-page'),
  'StaffLoginRedirect',
);
const PublicStaffListPage = lazyPage(
  () => import('@/features/staff/public-staff-list-page'),
  'PublicStaffListPage',
);
const StaffDashboardPage = lazyPage(
  () => import('@/features/staff-portal/staff-dashboard-page'),
  'StaffDashboardPage',
);

/** Old paths that links and bookmarks may still use (docs/product/shell.md#old-paths). */
const OLD_PATHS: Record<string, string> = {
  '/workspace-settings': '/settings/workspace',
  '/email-settings': '/settings/email',
  '/rotation-patterns': '/schedule/rotation-patterns',
  '/workspaces': '/select-workspace',
  '/workspace-select': '/select-workspace',
  '/shift-types': '/schedule/shifts',
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <HomeRoute />, handle: { title: 'pages.titles.home' } },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', element: <LoginPage />, handle: { title: 'pages.titles.login' } },
          { path: 'register', element: <RegisterPage />, handle: { title: 'pages.titles.register' } },
        ],
      },
      {
        path: 'reset-password',
        element: <ResetPasswordPage />,
        handle: { title: 'pages.titles.resetPassword' },
      },
      {
        path: 'privacy-policy',
        element: <PrivacyPolicyPage />,
        handle: { title: 'pages.titles.privacyPolicy' },
      },
      {
        path: 'license-expired',
        element: <LicenseExpiredRoute />,
        handle: { title: 'pages.titles.licenseExpired' },
      },
      {
        path: 'accept-invitation',
        element: <AcceptInvitationPage />,
        handle: { title: 'pages.titles.acceptInvitation' },
      },
      // Staff self-service (issue 5): its own session and client, outside the admin shell and guards.
      { path: 'staff-login', element: <StaffLoginPage />, handle: { title: 'pages.titles.staffLogin' } },
      {
        path: 'staff-login/:slug',
        element: <StaffLoginRedirect />,
        handle: { title: 'pages.titles.staffLogin' },
      },
      { path: 'staff/login', element: <Navigate to="/staff-login" replace /> },
      {
        path: 'staff/:slug/login',
        element: <StaffWorkspaceLoginPage />,
        handle: { title: 'pages.titles.staffLogin' },
      },
      {
        path: 'staff-dashboard',
        element: <StaffDashboardPage />,
        handle: { title: 'pages.titles.staffDashboard' },
      },
      // The public staff list as a page (docs/product/back-office.md#public-staff-list; the API link sends browsers here).
      {
        path: 'public/:slug/staff',
        element: <PublicStaffListPage />,
        handle: { title: 'pages.titles.publicStaffList' },
      },
      {
        element: <DataLayout />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'select-workspace',
                element: <SelectWorkspacePage />,
                handle: { title: 'pages.titles.selectWorkspace' },
              },
            ],
          },
          {
            element: <RequireWorkspace />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  {
                    path: 'dashboard',
                    element: <DashboardRoute />,
                    handle: { title: 'shell.nav.dashboard' },
                  },
                  {
                    path: 'schedule/rotation-patterns',
                    element: <RotationPatternsPage />,
                    handle: { title: 'shell.nav.rotationPatterns' },
                  },
                  {
                    path: 'schedule/rotation-patterns/:id',
                    element: <RotationPatternPage />,
                    handle: { title: 'pages.titles.rotationPattern' },
                  },
                  {
                    path: 'schedule/shifts',
                    element: <ShiftTypesPage />,
                    handle: { title: 'shell.nav.shiftTypes' },
                  },
                  { path: 'staff', element: <StaffPage />, handle: { title: 'shell.nav.staff' } },
                  { path: 'staff/list', element: <Navigate to="/staff" replace /> },
                  {
                    path: 'staff/skills',
                    element: <SkillsMatrixPage />,
                    handle: { title: 'shell.nav.skills' },
                  },
                  {
                    path: 'staff/absences',
                    element: <AbsencesPage />,
                    handle: { title: 'shell.nav.absences' },
                  },
                  {
                    path: 'staff/ledger',
                    element: <LedgerPage />,
                    handle: { title: 'shell.nav.ledger' },
                  },
                  {
                    path: 'schedule',
                    element: <ScheduleRedirect />,
                    handle: { title: 'shell.nav.schedule' },
                  },
                  {
                    path: 'schedule/month/:month?',
                    element: <ScheduleMonthPage />,
                    handle: { title: 'pages.titles.scheduleMonth' },
                  },
                  {
                    path: 'schedule/week/:week?',
                    element: <ScheduleWeekPage />,
                    handle: { title: 'pages.titles.scheduleWeek' },
                  },
                  {
                    path: 'schedule/roster/:week?',
                    element: <ScheduleRosterPage />,
                    handle: { title: 'pages.titles.scheduleRoster' },
                  },
                  {
                    path: 'schedule/rules',
                    element: <ScheduleRulesPage />,
                    handle: { title: 'pages.titles.scheduleRules' },
                  },
                  {
                    path: 'schedule/one-off',
                    element: <OneOffCreatePage />,
                    handle: { title: 'pages.titles.oneOffCreate' },
                  },
                  {
                    path: 'schedule/trades',
                    element: <TradesPage />,
                    handle: { title: 'trades.manager.title' },
                  },
                  {
                    path: 'schedule/one-off/manage',
                    element: <OneOffManagePage />,
                    handle: { title: 'shell.nav.oneOffShifts' },
                  },
                  {
                    path: 'schedule/:month',
                    element: <ScheduleRedirect />,
                    handle: { title: 'shell.nav.schedule' },
                  },
                  {
                    path: 'schedule-debug',
                    element: <ScheduleDebugPage />,
                    handle: { title: 'pages.titles.scheduleDebug' },
                  },
                  {
                    path: 'settings/workspace',
                    element: <WorkspaceSettingsPage />,
                    handle: { title: 'pages.titles.workspaceSettings' },
                  },
                  {
                    path: 'settings/email',
                    element: <EmailSettingsPage />,
                    handle: { title: 'pages.titles.emailSettings' },
                  },
                  {
                    path: 'settings/rules',
                    element: <RuleSettingsPage />,
                    handle: { title: 'pages.titles.ruleSettings' },
                  },
                  {
                    path: 'settings/audit-log',
                    element: <AuditLogPage />,
                    handle: { title: 'shell.nav.auditLog' },
                  },
                ],
              },
            ],
          },
        ],
      },
      ...Object.entries(OLD_PATHS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
