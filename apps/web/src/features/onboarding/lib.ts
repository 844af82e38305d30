import type { OnboardingStatus } from '@openrota/contracts';

export type StepId = 'staff' | 'shiftTypes' | 'skills' | 'rotationPatterns';
export type Step = { id: StepId; count: number; to: string; isDone: boolean; isDimmed: boolean };

/** The checklist in order; a step is dimmed until every earlier step is done. */
export function onboardingSteps(counts: OnboardingStatus['counts']): Step[] {
  const raw: [StepId, number, string][] = [
    ['staff', counts.staff, '/staff'],
    ['shiftTypes', counts.shiftTypes, '/schedule/shifts'],
    ['skills', counts.staffWithSkills, '/staff/skills'],
    ['rotationPatterns', counts.rotationPatterns, '/schedule/rotation-patterns'],
  ];
  let isPreviousDone = true;
  return raw.map(([id, count, to]) => {
    const step = { id, count, to, isDone: count >= 1, isDimmed: !isPreviousDone };
    isPreviousDone = isPreviousDone && step.isDone;
    return step;
  });
}

export function allDone(counts: OnboardingStatus['counts']): boolean {
  return onboardingSteps(counts).every((step) => step.isDone);
}
