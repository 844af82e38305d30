import { Keyboard, LogOut, PanelLeft, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '@/lib/session/logout';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { navItemsForRole } from '../navigation';
import { quickActionsFor } from '../quick-actions';
import { useRunAction } from './use-run-action';

export type ShellCommand = {
  id: string;
  group: 'navigation' | 'actions';
  label: string;
  icon: LucideIcon;
  /** Extra words the search matches (e.g. the path). */
  keywords: string[];
  disabled?: boolean;
  badge?: string;
  /** Shortcut hint such as 'mod+B'. */
  shortcut?: string;
  run: () => void;
};

type Options = { toggleSidebar: () => void; openHelp: () => void };

/** What the command palette and the header search offer: every page, then the actions here. */
export function useShellCommands({ toggleSidebar, openHelp }: Options): ShellCommand[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const runAction = useRunAction();
  const role = useWorkspaceStore((s) => s.currentWorkspace?.role);
  // useLogout returns a new function each render; a ref keeps the command list stable.
  const logout = useLogout();
  const logoutRef = useRef(logout);
  useLayoutEffect(() => {
    logoutRef.current = logout;
  });

  return useMemo(() => {
    const pages: ShellCommand[] = navItemsForRole(role).map((item) => ({
      id: `nav:${item.path}`,
      group: 'navigation',
      label: t(item.labelKey),
      icon: item.icon,
      keywords: [item.path],
      run: () => void navigate(item.path),
    }));
    const actions: ShellCommand[] = quickActionsFor(pathname, { role }).map((action) => ({
      id: `action:${action.id}`,
      group: 'actions',
      label: t(action.labelKey),
      icon: action.icon,
      keywords: [],
      disabled: action.disabled,
      badge: action.badge ? t(`shell.badges.${action.badge}`) : undefined,
      run: () => runAction(action),
    }));
    const shell: ShellCommand[] = [
      {
        id: 'shell:sidebar',
        group: 'actions',
        label: t('shell.commands.toggleSidebar'),
        icon: PanelLeft,
        keywords: [],
        shortcut: 'mod+B',
        run: toggleSidebar,
      },
      {
        id: 'shell:help',
        group: 'actions',
        label: t('shell.commands.shortcuts'),
        icon: Keyboard,
        keywords: [],
        shortcut: 'mod+?',
        run: openHelp,
      },
      {
        id: 'shell:logout',
        group: 'actions',
        label: t('shell.commands.logout'),
        icon: LogOut,
        keywords: [],
        run: () => void logoutRef.current(),
      },
    ];
    return [...pages, ...actions, ...shell];
  }, [t, navigate, pathname, runAction, toggleSidebar, openHelp, role]);
}
