import { ChefHat, Hotel, HandHeart, Stethoscope, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const CASES: { key: string; Icon: LucideIcon; tone: string }[] = [
  { key: 'wards', Icon: Stethoscope, tone: 'bg-sky-100 text-sky-700' },
  { key: 'care', Icon: HandHeart, tone: 'bg-rose-100 text-rose-700' },
  { key: 'restaurants', Icon: ChefHat, tone: 'bg-amber-100 text-amber-800' },
  { key: 'hotels', Icon: Hotel, tone: 'bg-violet-100 text-violet-700' },
];

export function UseCasesSection() {
  const { t } = useTranslation('app');
  return (
    <section
      id="use-cases"
      aria-labelledby="use-cases-title"
      className="scroll-mt-16 bg-white py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="use-cases-title"
          eyebrow={t('landing.useCases.eyebrow')}
          title={t('landing.useCases.title')}
          subtitle={t('landing.useCases.subtitle')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {CASES.map(({ key, Icon, tone }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className={`grid size-11 place-items-center rounded-xl ${tone}`}>
                <Icon aria-hidden="true" className="size-5.5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                {t(`landing.useCases.${key}Title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`landing.useCases.${key}Body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
