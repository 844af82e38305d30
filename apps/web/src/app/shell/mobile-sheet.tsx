import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Keyboard, LogOut, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSelect } from '@/components/language-select';
import { Button } from '@/components/ui/button';
import { SidebarNav } from './sidebar-nav';

export const MOBILE_SHEET_ID = 'app-mobile-menu';

type MobileSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenHelp: () => void;
  onLogout: () => void;
};

/** On a phone the sidebar opens as a sheet from the left (Menu), with language and logout. */
export function MobileSheet({ open, onOpenChange, onOpenHelp, onLogout }: MobileSheetProps) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          id={MOBILE_SHEET_ID}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-card shadow-2xl data-[state=open]:animate-fade-in"
        >
          <div className="flex h-14 items-center justify-between border-b px-4">
            <DialogPrimitive.Title asChild>
              <span>
                <BrandLogo />
                <span className="sr-only">{t('shell.nav.menu')}</span>
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('shell.nav.closeMenu')}>
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t('shell.nav.label')} className="flex-1 overflow-y-auto px-3 py-4">
            <SidebarNav onNavigate={close} />
          </nav>
          <div className="grid gap-2 border-t p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <LanguageSelect className="h-10 w-full [&>span]:flex-1 [&>span]:text-left" />
            <Button
              variant="ghost"
              className="justify-start"
              onClick={() => {
                close();
                onOpenHelp();
              }}
            >
              <Keyboard aria-hidden />
              {t('shell.shortcuts.title')}
            </Button>
            <Button variant="outline" className="justify-start" onClick={onLogout}>
              <LogOut aria-hidden />
              {t('shell.header.logout')}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
