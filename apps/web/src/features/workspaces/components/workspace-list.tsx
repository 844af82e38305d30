import type { Workspace } from '@openrota/contracts';
import { Building2, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type WorkspaceListProps = {
  workspaces: Workspace[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * The user's workspaces as a radio group (arrow keys move between them), each with the user's
 * role. A long name is truncated (the full name is its title), and workspaces that share a name
 * also show their slug, so they can be told apart.
 */
export function WorkspaceList({ workspaces, selectedId, onSelect }: WorkspaceListProps) {
  const { t } = useTranslation();
  const nameCounts = new Map<string, number>();
  for (const w of workspaces) nameCounts.set(nameKey(w.name), (nameCounts.get(nameKey(w.name)) ?? 0) + 1);
  return (
    // min-w-0: a fieldset is at least as wide as its content by default, which let a long name widen the page.
    <fieldset className="grid min-w-0 gap-2">
      <legend className="sr-only">{t('workspace.select.listLabel')}</legend>
      {workspaces.map((workspace) => {
        const isSelected = workspace.id === selectedId;
        return (
          <label
            key={workspace.id}
            className={cn(
              'flex min-w-0 cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring hover:border-primary/50',
              isSelected && 'border-primary bg-secondary/60',
            )}
          >
            <input
              type="radio"
              name="workspace"
              value={workspace.id}
              checked={isSelected}
              onChange={() => onSelect(workspace.id)}
              className="sr-only"
            />
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
              <Building2 aria-hidden className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium" title={workspace.name}>
                {workspace.name}
              </span>
              <span className="block truncate text-xs text-muted-foreground">
                {t(`workspace.roles.${workspace.role}`)}
                {(nameCounts.get(nameKey(workspace.name)) ?? 0) > 1 && <> · {workspace.slug}</>}
              </span>
            </span>
            <span
              aria-hidden
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full border',
                isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
              )}
            >
              {isSelected && <Check className="size-3.5" strokeWidth={3} />}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
