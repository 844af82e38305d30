import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Kbd } from './kbd';

/** The shortcuts the help lists (docs/product/shell.md#shortcuts); 1 to 5 and Cmd+P are listed, not bound. */
const SHORTCUTS: readonly { keys: string; labelKey: string }[] = [
  { keys: 'mod+K', labelKey: 'shell.shortcuts.palette' },
  { keys: 'mod+B', labelKey: 'shell.shortcuts.sidebar' },
  { keys: 'mod+/', labelKey: 'shell.shortcuts.search' },
  { keys: 'mod+?', labelKey: 'shell.shortcuts.help' },
  { keys: '1–5', labelKey: 'shell.shortcuts.navigate' },
  { keys: 'mod+P', labelKey: 'shell.shortcuts.exportPdf' },
];

export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('shell.shortcuts.title')}</DialogTitle>
          <DialogDescription>{t('shell.shortcuts.description')}</DialogDescription>
        </DialogHeader>
        <dl className="divide-y rounded-lg border">
          {SHORTCUTS.map(({ keys, labelKey }) => (
            <div key={labelKey} className="flex items-center justify-between gap-4 px-3 py-2.5 text-sm">
              <dt>{t(labelKey)}</dt>
              <dd>
                <Kbd shortcut={keys} />
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
