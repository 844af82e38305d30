/**
 * Toasts without sonner in the dashboard's first JavaScript: the library loads after first
 * paint (the lazy Toaster) and each call waits for it.
 */
export function notify(kind: 'success' | 'error', message: string): void {
  void import('@/components/ui/sonner').then(({ toast }) => toast[kind](message));
}
