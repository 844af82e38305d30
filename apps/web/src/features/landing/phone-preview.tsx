import { CalendarPlus, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const SHIFTS = [
  { key: 'phoneShift1', time: '15:00–23:00', dot: 'bg-amber-400', claimed: true },
  { key: 'phoneShift2', time: '07:00–15:00', dot: 'bg-sky-400', claimed: false },
  { key: 'phoneShift3', time: '23:00–07:00', dot: 'bg-indigo-500', claimed: false },
] as const;

/** The staff dashboard on a phone, drawn with HTML. */
export function PhonePreview() {
  const { t } = useTranslation('app');
  return (
    <div
      role="img"
      aria-label={t('landing.empowerment.phoneLabel')}
      className="relative mx-auto w-full max-w-[19rem]"
    >
      <div className="absolute -inset-6 -z-10 rounded-full bg-blue-200/50 blur-3xl" />
      <div className="rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-2xl">
        <div className="overflow-hidden rounded-[1.9rem] bg-slate-50">
          <div className="flex justify-center pt-2">
            <span className="h-1.5 w-16 rounded-full bg-slate-300" />
          </div>
          <div className="bg-blue-600 px-5 pb-6 pt-5 text-white">
            <p className="text-xs text-blue-100">OpenRota</p>
            <p className="mt-1 text-xl font-bold">{t('landing.empowerment.phoneGreeting')}</p>
          </div>
          <div className="-mt-3 space-y-2.5 px-3 pb-5">
            <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
              <p className="px-1 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {t('landing.empowerment.phoneOpenShifts')}
              </p>
              <ul className="space-y-2">
                {SHIFTS.map((s) => (
                  <li
                    key={s.key}
                    className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 px-2.5 py-2"
                  >
                    <span className="flex min-w-0 items-center gap-2.5">
                      <span className={`size-2.5 shrink-0 rounded-full ${s.dot}`} />
                      <span className="min-w-0">
                        <span className="block truncate text-xs font-semibold text-slate-900">
                          {t(`landing.empowerment.${s.key}`)}
                        </span>
                        <span className="block text-[11px] tabular-nums text-slate-500">{s.time}</span>
                      </span>
                    </span>
                    {s.claimed ? (
                      <span className="flex shrink-0 items-center gap-1 rounded-lg bg-emerald-100 px-2 py-1 text-[11px] font-semibold text-emerald-800">
                        <Check className="size-3" strokeWidth={3} />
                        {t('landing.empowerment.phoneClaimed')}
                      </span>
                    ) : (
                      <span className="shrink-0 rounded-lg bg-blue-600 px-2.5 py-1 text-[11px] font-semibold text-white">
                        {t('landing.empowerment.phoneClaim')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white py-3 text-sm font-semibold text-slate-800">
              <CalendarPlus className="size-4 text-blue-600" />
              {t('landing.empowerment.phoneAbsence')}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
