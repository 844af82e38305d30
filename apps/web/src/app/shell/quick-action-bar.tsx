import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import type { QuickAction } from '../quick-actions';

type QuickActionBarProps = {
  actions: QuickAction[];
  /** Recently used actions that can run here, most recent first. */
  recent: QuickAction[];
  onRun: (action: QuickAction) => void;
};

/**
 * The page's quick actions and the last three used. The row wraps rather than scrolls, so no
 * button is cut at the edge of a phone or of a long Dutch label. Hidden when empty.
 */
export function QuickActionBar({ actions, recent, onRun }: QuickActionBarProps) {
  const { t } = useTranslation();
  if (actions.length === 0 && recent.length === 0) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="region"
      aria-label={t('shell.quickActions.label')}
    >
      {actions.length > 0 && (
        <ul className="flex min-w-0 flex-wrap items-center gap-2">
          {actions.map((action) => (
            <li key={action.id}>
              <ActionButton action={action} onRun={onRun} />
            </li>
          ))}
        </ul>
      )}
      {recent.length > 0 && (
        <div className="flex min-w-0 flex-wrap items-center gap-2 border-l pl-3">
          <span className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
            <History aria-hidden className="size-3.5" />
            {t('shell.quickActions.recent')}
          </span>
          <ul className="flex flex-wrap items-center gap-1.5" aria-label={t('shell.quickActions.recent')}>
            {recent.map((action) => (
              <li key={action.id}>
                <ActionButton action={action} onRun={onRun} isSmall />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ActionButton({
  action,
  onRun,
  isSmall = false,
}: {
  action: QuickAction;
  onRun: (action: QuickAction) => void;
  isSmall?: boolean;
}) {
  const { t } = useTranslation();
  const { icon: Icon, disabled, badge } = action;
  return (
    <button
      type="button"
      disabled={disabled}
      title={disabled ? t('shell.quickActions.unavailable') : undefined}
      onClick={() => onRun(action)}
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-full border bg-card font-medium whitespace-nowrap shadow-xs transition-colors hover:border-primary/40 hover:bg-secondary hover:text-secondary-foreground disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-border disabled:hover:bg-card disabled:hover:text-inherit',
        isSmall ? 'h-7 px-2.5 text-xs' : 'h-9 px-3.5 text-sm',
      )}
    >
      <Icon aria-hidden className={cn('shrink-0 text-primary', isSmall ? 'size-3.5' : 'size-4')} />
      {t(action.labelKey)}
      {badge && (
        <span className="rounded-full bg-primary px-1.5 py-px text-[10px] font-semibold tracking-wide text-primary-foreground uppercase">
          {t(`shell.badges.${badge}`)}
        </span>
      )}
    </button>
  );
}
