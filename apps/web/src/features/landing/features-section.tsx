import {
  CalendarOff,
  ChartColumn,
  Repeat,
  Scale,
  Smartphone,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const FEATURES: { key: string; Icon: LucideIcon }[] = [
  { key: 'selfService', Icon: Smartphone },
  { key: 'absences', Icon: CalendarOff },
  { key: 'rotations', Icon: Repeat },
  { key: 'availability', Icon: UserCheck },
  { key: 'analytics', Icon: ChartColumn },
  { key: 'fairness', Icon: Scale },
];

export function FeaturesSection() {
  const { t } = useTranslation('app');
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <ul className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="bg-white p-6 sm:p-8">
              <span className="grid size-10 place-items-center rounded-lg bg-blue-600 text-white shadow-sm shadow-blue-600/30">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                {t(`landing.features.${key}Title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`landing.features.${key}Body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
