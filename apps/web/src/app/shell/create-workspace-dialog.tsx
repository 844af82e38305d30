import * as DialogPrimitive from '@radix-ui/react-dialog';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WorkspaceCreateCard } from '@/features/workspaces/components/workspace-create-card';
import { queryClient } from '@/lib/query-client';

/**
 * The workspace creation card in a modal overlay (docs/product/workspaces.md#creating-a-workspace). Creating selects the new
 * workspace and loads the dashboard. Carries its own query client so it also works on pages
 * outside the data layout (the licence-expired page).
 */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Start in the name field rather than on the first tab.
            const name =
              event.currentTarget instanceof HTMLElement
                ? event.currentTarget.querySelector<HTMLInputElement>('input[name="name"]')
                : null;
            if (!name) return;
            event.preventDefault();
            name.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg shadow-2xl data-[state=open]:animate-zoom-in"
        >
          <DialogPrimitive.Title className="sr-only">{t('shell.workspace.create')}</DialogPrimitive.Title>
          <QueryClientProvider client={queryClient}>
            <WorkspaceCreateCard onCancel={() => onOpenChange(false)} onCreated={() => onOpenChange(false)} />
          </QueryClientProvider>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
