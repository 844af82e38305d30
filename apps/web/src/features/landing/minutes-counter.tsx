import { ArrowRight, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COUNTER_MAX, useMinutesCounter } from './use-minutes-counter';

/**
 * The striking figure of the hero: a counter running from 0 to 480 minutes (a working day of
 * planning by hand) and wrapping, next to what is left with OpenRota. Only this component
 * re-renders on every tick.
 */
export function MinutesCounter() {
  const { t } = useTranslation('app');
  const minutes = useMinutesCounter();
  return (
    <div className="relative overflow-hidden rounded-3xl bg-slate-900 px-6 py-7 text-white shadow-xl sm:px-10 sm:py-9">
      <div className="absolute -right-16 -top-20 size-64 rounded-full bg-blue-500/25 blur-3xl" />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="md:flex-1">
          <p className="flex items-center gap-2 text-sm font-medium text-blue-200">
            <Timer aria-hidden="true" className="size-4" />
            {t('landing.counter.label')}
          </p>
          <p aria-hidden="true" className="mt-2 flex items-baseline gap-3">
            <span
              data-testid="minutes-counter"
              className="min-w-[3ch] text-6xl font-extrabold tabular-nums tracking-tight sm:text-7xl"
            >
              {minutes}
            </span>
            <span className="text-xl font-semibold text-slate-300">{t('landing.counter.unit')}</span>
          </p>
          <progress
            aria-hidden="true"
            max={COUNTER_MAX}
            value={minutes}
            className="mt-4 block h-1.5 w-full max-w-sm appearance-none overflow-hidden rounded-full bg-white/10 [&::-moz-progress-bar]:bg-blue-400 [&::-webkit-progress-bar]:bg-white/10 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-blue-400"
          />
          <p className="sr-only">{t('landing.counter.summary')}</p>
        </div>
        <div aria-hidden="true" className="flex items-center gap-3 sm:gap-5">
          <div className="rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10">
            <p className="whitespace-nowrap text-xl font-bold text-slate-300 line-through decoration-rose-400 decoration-2 sm:text-3xl">
              {t('landing.counter.before')}
            </p>
            <p className="text-xs text-slate-400">{t('landing.counter.beforeCaption')}</p>
          </div>
          <ArrowRight className="size-6 shrink-0 text-blue-300" />
          <div className="rounded-2xl bg-emerald-400/10 px-4 py-3 ring-1 ring-emerald-300/30">
            <p className="whitespace-nowrap text-xl font-bold text-emerald-300 sm:text-3xl">
              {t('landing.counter.after')}
            </p>
            <p className="text-xs text-emerald-100/80">{t('landing.counter.afterCaption')}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
