import { lazy, Suspense, type ComponentType } from 'react';

type Dialogs = typeof import('./dialogs');
const load = () => import('./dialogs');

/**
 * A modal from the lazy dialogs chunk. It renders (and so starts loading) with the dashboard,
 * behind its own Suspense boundary: the page never waits for it.
 */
function lazyDialog<P extends object>(pick: (module: Dialogs) => ComponentType<P>) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const LazyAbsenceDialog = lazyDialog((m) => m.AbsenceDialog);
export const LazyClaimDialog = lazyDialog((m) => m.ClaimDialog);
export const LazyDeleteAbsenceDialog = lazyDialog((m) => m.DeleteAbsenceDialog);
export const LazyOfferTradeDialog = lazyDialog((m) => m.OfferTradeDialog);
export const LazyShiftDetailsDialog = lazyDialog((m) => m.ShiftDetailsDialog);
export const LazySpecialEventDialog = lazyDialog((m) => m.SpecialEventDialog);
export const LazyToaster = lazyDialog((m) => m.Toaster);
