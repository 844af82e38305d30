/** The dashboard's modals, one lazy chunk (Radix Dialog and sonner load after first paint). */
export { AbsenceDialog } from './absence-dialog';
export { ClaimDialog } from './claim-dialog';
export { DeleteAbsenceDialog } from './delete-absence-dialog';
export { ShiftDetailsDialog } from './shift-details-dialog';
export { SpecialEventDialog } from './special-event-dialog';
export { OfferTradeDialog } from './offer-trade-dialog';
export { Toaster } from '@/components/ui/sonner';
