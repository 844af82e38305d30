import { LicenseExpiredPage } from '@/features/licence/license-expired-page';
import { WorkspaceSwitcher } from './shell/workspace-switcher';

/** /license-expired: the licence page with the shell's workspace switcher, which goes to / once switched. */
export function LicenseExpiredRoute() {
  return (
    <LicenseExpiredPage
      workspaceSwitcher={
        <WorkspaceSwitcher className="max-w-full border-input bg-card shadow-xs" navigateTo={() => '/'} />
      }
    />
  );
}
