import { ArrowLeftRight, Hand, type LucideIcon } from 'lucide-react';

/** The icons that mark an override and a claim on a shift badge and in the legend. */
export const MARKER_ICONS: Record<'override' | 'claim', LucideIcon> = {
  override: ArrowLeftRight,
  claim: Hand,
};
