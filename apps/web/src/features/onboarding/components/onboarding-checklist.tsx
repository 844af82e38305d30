import type { OnboardingStatus } from '@openrota/contracts';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { onboardingSteps } from '../lib';

/** The four steps in order, each with its count and a link; later steps are dimmed until the earlier ones are done. */
export function OnboardingChecklist({ counts }: { counts: OnboardingStatus['counts'] }) {
  const { t } = useTranslation();
  const steps = onboardingSteps(counts);
  return (
    <ol className="grid gap-2">
      {steps.map((step, index) => (
        <li
          key={step.id}
          data-dimmed={step.isDimmed || undefined}
          className={cn('transition-opacity', step.isDimmed && 'opacity-50')}
        >
          <Link
            to={step.to}
            className="flex items-center gap-3 rounded-lg border bg-card p-3 shadow-xs transition-colors hover:border-primary/40 hover:bg-secondary sm:p-4"
            aria-label={`${index + 1}. ${t(`onboarding.steps.${step.id}.title`)}: ${step.isDone ? t('onboarding.done') : t('onboarding.todo')}, ${t('onboarding.countLabel', { count: step.count })}`}
          >
            {step.isDone ? (
              <CheckCircle2 aria-hidden className="size-6 shrink-0 text-emerald-600" />
            ) : (
              <Circle aria-hidden className="size-6 shrink-0 text-muted-foreground" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block font-medium">
                {index + 1}. {t(`onboarding.steps.${step.id}.title`)}
              </span>
              <span className="block text-sm text-muted-foreground">
                {t(`onboarding.steps.${step.id}.text`)}
              </span>
            </span>
            <span className="rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold tabular-nums">
              {step.count}
            </span>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ol>
  );
}
