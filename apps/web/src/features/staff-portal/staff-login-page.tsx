import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { staffLoginPath, useStaffSessionStore } from '@/lib/stores/staff-session-store';
import { StaffLoginForm } from './components/staff-login-form';
import { StaffAuthLayout } from './components/staff-page-layout';
import { useLoginWorkspace } from './components/use-login-workspace';
import { useStaffReturnPath } from './components/use-staff-return-path';

function AdminLoginLink() {
  const { t } = useTranslation();
  return (
    <Link to="/login" className="inline-flex min-h-11 items-center hover:text-foreground hover:underline">
      {t('staffPortal.login.adminLogin')}
    </Link>
  );
}

/** `/staff-login`: the workspace (id or slug), the contact, then the code. */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const token = useStaffSessionStore((s) => s.token);
  const destination = useStaffReturnPath();
  if (token) return <Navigate to={destination} replace />;
  return (
    <StaffAuthLayout
      title={t('staffPortal.login.title')}
      description={t('staffPortal.login.description')}
      footer={<AdminLoginLink />}
    >
      <StaffLoginForm />
    </StaffAuthLayout>
  );
}

/**
 * `/staff/{workspaceSlug}/login`: the workspace's own login link, without the workspace field.
 * It greets with the workspace's name (looked up by the slug) and says at once when the link's
 * workspace is unknown.
 */
export function StaffWorkspaceLoginPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const token = useStaffSessionStore((s) => s.token);
  const destination = useStaffReturnPath();
  const lookup = useLoginWorkspace(token ? null : slug);
  if (!slug?.trim()) return <Navigate to="/staff-login" replace />;
  if (token) return <Navigate to={destination} replace />;
  const description =
    lookup.status === 'found'
      ? t('staffPortal.login.workspaceDescription', { workspace: lookup.workspace.name })
      : t('staffPortal.login.description');
  return (
    <StaffAuthLayout
      title={t('staffPortal.login.title')}
      description={description}
      footer={<AdminLoginLink />}
    >
      <StaffLoginForm key={slug} slug={slug} linkLookup={lookup} />
    </StaffAuthLayout>
  );
}

/** `/staff-login/{slug}` (an older link form) → `/staff/{slug}/login` (docs/product/staff-login.md#staff-logout). */
export function StaffLoginRedirect() {
  const { slug } = useParams();
  return <Navigate to={staffLoginPath(slug)} replace />;
}
