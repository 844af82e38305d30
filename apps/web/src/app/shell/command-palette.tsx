import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CommandItems, matchCommand } from './command-items';
import type { ShellCommand } from './use-shell-commands';

type CommandPaletteProps = { open: boolean; onOpenChange: (open: boolean) => void; commands: ShellCommand[] };

/** Cmd/Ctrl+K: every page and the actions here; arrows move, Enter runs, Esc closes. */
export function CommandPalette({ open, onOpenChange, commands }: CommandPaletteProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed top-[12dvh] left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl border bg-card shadow-2xl data-[state=open]:animate-fade-in"
        >
          <DialogPrimitive.Title className="sr-only">{t('shell.palette.title')}</DialogPrimitive.Title>
          <Command label={t('shell.palette.title')} filter={matchCommand} loop>
            <div className="flex items-center gap-2 border-b px-4">
              <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <Command.Input
                autoFocus
                placeholder={t('shell.palette.placeholder')}
                className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
              />
              <kbd className="hidden rounded border bg-muted px-1.5 text-[11px] font-medium text-muted-foreground sm:inline">
                Esc
              </kbd>
            </div>
            <Command.List className="max-h-[min(60dvh,22rem)] overflow-y-auto overscroll-contain p-1">
              <Command.Empty className="px-3 py-8 text-center text-sm text-muted-foreground">
                {t('shell.palette.empty')}
              </Command.Empty>
              <CommandItems commands={commands} onRun={() => onOpenChange(false)} />
            </Command.List>
            <div className="hidden items-center gap-4 border-t px-4 py-2 text-xs text-muted-foreground sm:flex">
              <span>{t('shell.palette.hintNavigate')}</span>
              <span>{t('shell.palette.hintRun')}</span>
            </div>
          </Command>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
