import { Check, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Cell = 'E' | 'L' | 'N' | '-' | 'O' | 'C';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const ROWS: { name: string; tone: string; cells: Cell[] }[] = [
  { name: 'Anna', tone: 'bg-rose-100 text-rose-700', cells: ['E', 'E', 'E', '-', '-', 'L', 'L'] },
  { name: 'Bram', tone: 'bg-sky-100 text-sky-700', cells: ['L', 'L', '-', 'N', 'N', '-', '-'] },
  { name: 'Chloé', tone: 'bg-amber-100 text-amber-800', cells: ['-', 'E', 'E', 'E', 'L', '-', 'E'] },
  { name: 'Daan', tone: 'bg-violet-100 text-violet-700', cells: ['N', 'N', '-', '-', 'E', 'E', 'N'] },
  { name: 'Sanne', tone: 'bg-emerald-100 text-emerald-700', cells: ['L', '-', 'L', 'L', '-', 'C', '-'] },
];
const OPEN_ROW: Cell[] = ['-', '-', 'N', '-', '-', '-', '-'];

const CHIP: Record<Exclude<Cell, '-'>, { key: string; className: string }> = {
  E: { key: 'early', className: 'bg-sky-100 text-sky-800 ring-1 ring-sky-200' },
  L: { key: 'late', className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-200' },
  N: { key: 'night', className: 'bg-indigo-600 text-white' },
  O: { key: 'night', className: 'border border-dashed border-rose-400 bg-rose-50 text-rose-700' },
  C: { key: 'late', className: 'bg-amber-100 text-amber-900 ring-2 ring-emerald-500' },
};

function Chip({ cell }: { cell: Cell }) {
  const { t } = useTranslation('app');
  if (cell === '-') return <span className="h-7 rounded-md bg-slate-50 sm:h-8" />;
  const chip = CHIP[cell];
  return (
    <span
      className={`relative grid h-7 place-items-center rounded-md text-[11px] font-bold sm:h-8 sm:text-xs ${chip.className}`}
    >
      {t(`landing.preview.${chip.key}`)}
      {cell === 'C' && (
        <span className="absolute -right-1 -top-1 grid size-3.5 place-items-center rounded-full bg-emerald-500 text-white">
          <Check className="size-2.5" strokeWidth={3.5} />
        </span>
      )}
    </span>
  );
}

/** A product-like picture of a week rota, drawn with HTML so it needs no image request. */
export function RotaPreview() {
  const { t } = useTranslation('app');
  const grid =
    'grid grid-cols-[3.75rem_repeat(7,minmax(0,1fr))] items-center gap-1 sm:grid-cols-[5.5rem_repeat(7,minmax(0,1fr))] sm:gap-1.5';
  return (
    <div role="img" aria-label={t('landing.preview.label')} className="relative">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-tr from-blue-200/60 via-sky-100/40 to-emerald-100/60 blur-2xl" />
      <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-2xl shadow-slate-900/10 sm:p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:mb-4">
          <div className="flex items-center gap-2 whitespace-nowrap">
            <span className="font-semibold text-slate-900">{t('landing.preview.title')}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              {t('landing.preview.week')}
            </span>
          </div>
          <span className="flex items-center gap-1 whitespace-nowrap text-xs font-medium text-emerald-700">
            <CircleCheck className="size-3.5" />
            {t('landing.preview.filled')}
          </span>
        </div>
        <div
          className={`${grid} mb-1.5 text-center text-[11px] font-medium uppercase tracking-wide text-slate-500`}
        >
          <span />
          {DAYS.map((d) => (
            <span key={d}>{t(`landing.preview.${d}`)}</span>
          ))}
        </div>
        <div className="space-y-1 sm:space-y-1.5">
          {ROWS.map((row) => (
            <div key={row.name} className={grid}>
              <span className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-slate-700">
                <span
                  className={`hidden size-6 shrink-0 place-items-center rounded-full text-[10px] font-bold sm:grid ${row.tone}`}
                >
                  {row.name.slice(0, 1)}
                </span>
                <span className="truncate">{row.name}</span>
              </span>
              {row.cells.map((cell, i) => (
                <Chip key={i} cell={cell} />
              ))}
            </div>
          ))}
          <div className={`${grid} border-t border-dashed border-slate-200 pt-1.5`}>
            <span className="text-xs font-semibold text-rose-700">{t('landing.preview.open')}</span>
            {OPEN_ROW.map((cell, i) => (
              <Chip key={i} cell={cell === 'N' ? 'O' : cell} />
            ))}
          </div>
        </div>
        <div className="mb-9 mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 sm:mb-0">
          <Legend className="bg-sky-200" label={t('landing.preview.legendEarly')} />
          <Legend className="bg-amber-200" label={t('landing.preview.legendLate')} />
          <Legend className="bg-indigo-600" label={t('landing.preview.legendNight')} />
        </div>
      </div>
      <div className="absolute -bottom-7 right-3 flex max-w-[16rem] items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xl shadow-slate-900/10 sm:-right-5">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700">
          <Check className="size-5" strokeWidth={2.5} />
        </span>
        <span className="text-left">
          <span className="block text-sm font-semibold text-slate-900">
            {t('landing.preview.toastTitle')}
          </span>
          <span className="block text-xs text-slate-600">{t('landing.preview.toastBody')}</span>
        </span>
      </div>
    </div>
  );
}

function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className={`size-2.5 rounded-sm ${className}`} />
      {label}
    </span>
  );
}
