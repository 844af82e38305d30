import type { Workspace } from '@openrota/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Building2, Check, ChevronsUpDown, Loader2, Plus, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { selectWorkspace } from '@/lib/session/select-workspace';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { cn } from '@/lib/utils';
import { isAvailablePath } from '../navigation';
import { CreateWorkspaceDialog } from './create-workspace-dialog';

/** The switcher's Workspace Settings entry: the old path, which the router sends on. */
export const WORKSPACE_SETTINGS_PATH = '/workspace-settings';
const WORKSPACE_SETTINGS_PAGE = '/settings/workspace';

type WorkspaceSwitcherProps = {
  /** Where to go once switched (e.g. '/dashboard' from the licence-expired page); else this page reloads. */
  navigateTo?: (workspace: Workspace) => string | undefined;
  className?: string;
};

/** The header's workspace switcher (docs/product/shell.md#workspace-switcher): 250 px wide, names truncated at 150 px. */
export function WorkspaceSwitcher({ navigateTo, className }: WorkspaceSwitcherProps) {
  const { t } = useTranslation();
  const workspaces = useAuthStore((s) => s.workspaces);
  const current = useWorkspaceStore((s) => s.currentWorkspace);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  const role = workspaces.find((w) => w.id === current?.id)?.role ?? current?.role;
  const isAdmin = role === 'ADMIN';
  const hasSettingsPage = isAvailablePath(WORKSPACE_SETTINGS_PAGE);

  const choose = (workspace: Workspace) => {
    if (workspace.id === current?.id) return;
    setSwitchingTo(workspace.id);
    void selectWorkspace(workspace, { navigateTo: navigateTo?.(workspace) });
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className={cn(
            'inline-flex h-9 min-w-0 cursor-pointer items-center gap-2 rounded-md border border-transparent px-2 text-sm font-medium transition-colors hover:bg-accent data-[state=open]:bg-accent sm:border-input sm:bg-card sm:shadow-xs',
            className,
          )}
          aria-label={t('shell.workspace.switcherLabel', { name: current?.name ?? '' })}
        >
          {switchingTo ? (
            <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-primary" />
          ) : (
            <Building2 aria-hidden className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
          )}
          <span className="max-w-[150px] truncate" title={current?.name}>
            {current?.name ?? t('shell.workspace.choose')}
          </span>
          <ChevronsUpDown aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="start"
          className="w-[250px]"
          onCloseAutoFocus={(event) => {
            // The creation dialog takes focus; do not pull it back to the trigger.
            if (isCreateOpen) event.preventDefault();
          }}
        >
          <DropdownMenuLabel className="font-normal">
            <span className="block text-xs text-muted-foreground">{t('shell.workspace.current')}</span>
            <span
              className="block max-w-[150px] truncate text-sm font-semibold text-foreground"
              title={current?.name}
            >
              {current?.name ?? '—'}
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t('shell.workspace.yours')}</DropdownMenuLabel>
          <Menu.RadioGroup value={current?.id ?? ''} className="max-h-64 overflow-y-auto">
            {workspaces.map((workspace) => (
              <Menu.RadioItem
                key={workspace.id}
                value={workspace.id}
                onSelect={() => choose(workspace)}
                className="flex min-h-9 cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent"
              >
                <span className="flex size-4 shrink-0 items-center justify-center">
                  <Menu.ItemIndicator>
                    <Check aria-hidden className="size-4 text-primary" />
                  </Menu.ItemIndicator>
                </span>
                <span className="max-w-[150px] min-w-0 truncate" title={workspace.name}>
                  {workspace.name}
                </span>
                <span className="ml-auto shrink-0 rounded-full bg-muted px-2 py-0.5 text-[11px] font-medium text-muted-foreground">
                  {t(`workspace.roles.${workspace.role}`)}
                </span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <DropdownMenuSeparator />
          {isAdmin &&
            (hasSettingsPage ? (
              <DropdownMenuItem asChild>
                <Link to={WORKSPACE_SETTINGS_PATH}>
                  <Settings aria-hidden />
                  {t('shell.workspace.settings')}
                </Link>
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem disabled>
                <Settings aria-hidden />
                {t('shell.workspace.settings')}
                <span className="ml-auto rounded-full bg-secondary px-2 py-0.5 text-[11px] font-medium text-secondary-foreground">
                  {t('shell.badges.soon')}
                </span>
              </DropdownMenuItem>
            ))}
          <DropdownMenuItem onSelect={() => setIsCreateOpen(true)}>
            <Plus aria-hidden />
            {t('shell.workspace.create')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateWorkspaceDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} />
    </>
  );
}
