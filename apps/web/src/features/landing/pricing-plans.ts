/** The three plans of docs/product/plans-and-limits.md#plans (codes FREE, START, TEAM; shown as Free, Start, Professional). */
export type PricingPlan = {
  id: 'free' | 'start' | 'professional';
  features: string[];
  highlighted: boolean;
  note?: string;
};

export const PRICING_PLANS: PricingPlan[] = [
  { id: 'free', features: ['Staff', 'Admins', 'Absences', 'Onboarding'], highlighted: false },
  {
    id: 'start',
    features: ['Staff', 'Admins', 'Dashboard', 'SelfPlanning', 'Trial'],
    highlighted: true,
    note: 'Annual',
  },
  { id: 'professional', features: ['Staff', 'Admins', 'Custom', 'Everything'], highlighted: false },
];
