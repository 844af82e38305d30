import { Loader2 } from 'lucide-react';

/** Shown while a page's code or the translations load; has no text because strings may not be loaded yet. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center" role="status" aria-busy="true">
      <Loader2 aria-hidden className="size-7 animate-spin text-primary" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
