import { Command, defaultFilter } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { Kbd } from './kbd';
import type { ShellCommand } from './use-shell-commands';

const GROUPS = ['navigation', 'actions'] as const;

/** Matches the search against the label and keywords only (the item value is an internal id). */
export function matchCommand(_value: string, search: string, keywords: string[] = []): number {
  return defaultFilter(keywords.join(' '), search);
}

/** The commands as cmdk groups; `onRun` runs after the chosen command (e.g. to close a dialog). */
export function CommandItems({ commands, onRun }: { commands: ShellCommand[]; onRun: () => void }) {
  const { t } = useTranslation();
  return GROUPS.map((group) => {
    const items = commands.filter((command) => command.group === group);
    if (items.length === 0) return null;
    return (
      <Command.Group
        key={group}
        heading={t(`shell.commands.groups.${group}`)}
        className="px-1 py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
      >
        {items.map(({ id, label, icon: Icon, keywords, disabled, badge, shortcut, run }) => (
          <Command.Item
            key={id}
            value={id}
            keywords={[label, ...keywords]}
            disabled={disabled}
            onSelect={() => {
              onRun();
              run();
            }}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm outline-none select-none data-[disabled=true]:cursor-default data-[disabled=true]:opacity-50 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
          >
            <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="flex-1 truncate">{label}</span>
            {badge && (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-[11px] font-semibold text-secondary-foreground">
                {badge}
              </span>
            )}
            {shortcut && <Kbd shortcut={shortcut} className="hidden sm:inline-flex" />}
          </Command.Item>
        ))}
      </Command.Group>
    );
  });
}
