import * as Dialog from '@radix-ui/react-dialog';
import { ShieldAlert, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

type TermsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const SECTIONS = ['use', 'controller', 'rights', 'service', 'changes'] as const;

/** The terms of use (docs/product/shell.md#terms), opened from registration and the landing footer. */
export function TermsDialog({ open, onOpenChange }: TermsDialogProps) {
  const { t } = useTranslation('app');
  const k = (key: string) => t(`legal.terms.${key}`);
  // Callers open this dialog with their own button rather than a Radix trigger, so remember what
  // had focus on opening and give focus back to it on closing.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current?.isConnected) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[min(90dvh,44rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl focus:outline-none data-[state=open]:animate-zoom-in"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-5 sm:px-6">
            <div>
              <Dialog.Title className="text-xl font-semibold tracking-tight">{k('title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {k('description')}
              </Dialog.Description>
              <p className="mt-2 text-xs font-medium text-slate-500">{t('legal.lastUpdated')}</p>
            </div>
            <Dialog.Close
              aria-label={k('closeLabel')}
              className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5 text-sm sm:px-6 leading-relaxed text-slate-700">
            <section
              aria-labelledby="terms-sensitive"
              className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <div>
                <h3 id="terms-sensitive" className="font-semibold">
                  {k('sensitiveTitle')}
                </h3>
                <p className="mt-1">{k('sensitiveBody')}</p>
              </div>
            </section>
            {SECTIONS.map((s) => (
              <section key={s} aria-labelledby={`terms-${s}`} className="mt-5">
                <h3 id={`terms-${s}`} className="font-semibold text-slate-900">
                  {k(`${s}Title`)}
                </h3>
                <p className="mt-1">{k(`${s}Body`)}</p>
              </section>
            ))}
          </div>
          <div className="flex justify-end border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
            <Dialog.Close className="inline-flex min-h-10 items-center rounded-xl bg-slate-900 px-5 text-sm font-semibold text-white hover:bg-slate-700">
              {k('close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
