import { Clock, PiggyBank, Pointer, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const STATS: { key: string; Icon: LucideIcon }[] = [
  { key: 'hours', Icon: Clock },
  { key: 'money', Icon: PiggyBank },
  { key: 'calls', Icon: Pointer },
];

export function RoiSection() {
  const { t } = useTranslation('app');
  return (
    <section aria-labelledby="roi-title" className="relative overflow-hidden bg-slate-900 py-20 sm:py-24">
      <div className="absolute -left-24 top-10 size-96 rounded-full bg-blue-600/20 blur-3xl" />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="roi-title"
          tone="dark"
          eyebrow={t('landing.roi.eyebrow')}
          title={t('landing.roi.title')}
          subtitle={t('landing.roi.subtitle')}
        />
        <dl className="mt-12 grid gap-4 sm:grid-cols-3 lg:gap-6">
          {STATS.map(({ key, Icon }) => (
            <div key={key} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
              <Icon aria-hidden="true" className="size-6 text-blue-300" />
              <dt className="order-last mt-2 text-sm leading-relaxed text-slate-300">
                {t(`landing.roi.${key}Label`)}
              </dt>
              <dd className="mt-4 text-3xl font-bold tracking-tight text-white lg:text-4xl">
                {t(`landing.roi.${key}Value`)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-center text-xs text-slate-400">{t('landing.roi.footnote')}</p>
      </div>
    </section>
  );
}
