import type { ComponentProps } from 'react';
import { DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

/** A dialog that is a bottom sheet on phones (full width, thumb reach) and a centred modal from 640 px. */
export function StaffSheet({ className, children, ...props }: ComponentProps<typeof DialogContent>) {
  return (
    <DialogContent
      className={cn(
        'gap-4 p-5 max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:pb-[max(1.25rem,env(safe-area-inset-bottom))] max-sm:data-[state=open]:animate-fade-in sm:p-6',
        className,
      )}
      {...props}
    >
      {children}
    </DialogContent>
  );
}
