import type { Workspace } from '@openrota/contracts';
import { Building2, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type WorkspaceListProps = { workspaces: Workspace[]; selectedId: string | null; onSelect: (id: string) => void };

/** The user's workspaces as a radio group (arrow keys move between them), each with the user's role. */
export function WorkspaceList({ workspaces, selectedId, onSelect }: WorkspaceListProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t('workspace.select.listLabel')}</legend>
      {workspaces.map((workspace) => {
        const isSelected = workspace.id === selectedId;
        return (
          <label
            key={workspace.id}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring hover:border-primary/50',
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
              <span className="block truncate font-medium">{workspace.name}</span>
              <span className="text-xs text-muted-foreground">{t(`workspace.roles.${workspace.role}`)}</span>
            </span>
            <span
              aria-hidden
              className={cn(
                'flex size-5 items-center justify-center rounded-full border',
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
