import { Wand2 } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePageEvent } from '@/lib/page-events';
import { isActiveRun, useCurrentAutoFill } from '@/lib/schedule-api/autofill';

// The dialog and the panel load when first needed, so the calendar's first paint does not wait for them (bench/web-size.mjs).
const AutoFillDialog = lazy(() => import('./autofill-dialog').then((m) => ({ default: m.AutoFillDialog })));
const AutoFillPanel = lazy(() => import('./autofill-panel').then((m) => ({ default: m.AutoFillPanel })));

/**
 * Auto-fill on a schedule page (the month and week calendar, the roster grid): the workspace's
 * current run, the dialog (opened by the page's button, the quick action or the command palette:
 * page event `autofill:open`) and the panel. Only for ADMIN and MANAGER (docs/roles.md); for
 * anyone else it reads nothing and renders nothing.
 */
export function useAutoFill(enabled: boolean) {
  const [isOpen, setIsOpen] = useState(false);
  const current = useCurrentAutoFill({ enabled });
  usePageEvent('autofill:open', () => {
    if (enabled) setIsOpen(true);
  });
  const run = enabled ? current.run : null;
  return {
    run,
    isRunning: isActiveRun(run),
    open: () => setIsOpen(true),
    element: enabled ? (
      <Suspense fallback={null}>
        {isOpen && <AutoFillDialog open onOpenChange={setIsOpen} />}
        {run && <AutoFillPanel run={run} />}
      </Suspense>
    ) : null,
  };
}

/** "Fill open shifts": disabled while a run of the workspace is working (its progress shows). */
export function FillOpenShiftsButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" {...props}>
      <Wand2 aria-hidden />
      {t('autoFill.button')}
    </Button>
  );
}
