import { LogOut, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageToggle } from '@/components/language-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { safeNextPath } from '@/lib/next-path';
import { useMe } from '@/lib/session/get-me';
import { useLogout } from '@/lib/session/logout';
import { selectWorkspace } from '@/lib/session/select-workspace';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { WorkspaceCreateCard } from './components/workspace-create-card';
import { WorkspaceList } from './components/workspace-list';

/** Set by the licence-expired page so a user can leave a workspace whose licence has run out. */
export const FROM_LICENSE_EXPIRED = 'license-expired';

export function SelectWorkspacePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  // Where the user was going before the login (a deep link), else home.
  const destination = safeNextPath(params.get('next')) ?? '/';
  const workspaces = useAuthStore((s) => s.workspaces);
  const hasWorkspace = useWorkspaceStore((s) => s.isWorkspaceSelected && Boolean(s.currentWorkspace));
  const fromLicenseExpired = (location.state as { from?: string } | null)?.from === FROM_LICENSE_EXPIRED;
  const [chosenId, setSelectedId] = useState<string | null>(null);
  // Until the user picks one, the first workspace is preselected (the list may arrive later).
  const selectedId = chosenId ?? workspaces[0]?.id ?? null;
  const [isCreating, setIsCreating] = useState(false);
  const [isOpening, setIsOpening] = useState(false);
  const autoSelected = useRef(false);
  const logout = useLogout();
  useMe(!hasWorkspace || fromLicenseExpired);

  const open = (id: string | null) => {
    const workspace = workspaces.find((w) => w.id === id);
    if (!workspace) return;
    setIsOpening(true);
    void selectWorkspace(workspace, { navigateTo: destination });
  };

  // Exactly one workspace: nothing to choose, open it.
  const onlyWorkspace = workspaces.length === 1 && !hasWorkspace ? workspaces[0] : undefined;
  useEffect(() => {
    if (!onlyWorkspace || autoSelected.current) return;
    autoSelected.current = true;
    setIsOpening(true);
    void selectWorkspace(onlyWorkspace, { navigateTo: destination });
  }, [onlyWorkspace, destination]);

  if (hasWorkspace && !fromLicenseExpired && !isOpening) return <Navigate to={destination} replace />;

  const showCreate = isCreating || workspaces.length === 0;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <BrandLogo />
        <LanguageToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center">
        {isOpening ? (
          <Spinner label={t('workspace.select.opening')} />
        ) : showCreate ? (
          <WorkspaceCreateCard
            className="w-full max-w-md"
            onCancel={workspaces.length > 0 ? () => setIsCreating(false) : undefined}
            onLogout={() => void logout()}
          />
        ) : (
          <Card className="w-full max-w-md">
            <CardHeader>
              <CardTitle>{t('workspace.select.title')}</CardTitle>
              <CardDescription>{t('workspace.select.description')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <WorkspaceList workspaces={workspaces} selectedId={selectedId} onSelect={setSelectedId} />
              <Button size="lg" className="w-full" disabled={!selectedId} onClick={() => open(selectedId)}>
                {t('workspace.select.next')}
              </Button>
            </CardContent>
            <CardFooter className="flex-col items-stretch justify-between gap-2 border-t pt-4 sm:flex-row sm:items-center">
              <Button variant="ghost" onClick={() => setIsCreating(true)}>
                <Plus aria-hidden />
                {t('workspace.select.createNew')}
              </Button>
              <Button variant="outline" onClick={() => void logout()}>
                <LogOut aria-hidden />
                {t('common.logout')}
              </Button>
            </CardFooter>
          </Card>
        )}
      </main>
    </div>
  );
}
