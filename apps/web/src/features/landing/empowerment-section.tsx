import { BellRing, CalendarX, HandPlatter, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PhonePreview } from './phone-preview';
import { SectionHeading } from './section-heading';

const POINTS: { key: string; Icon: LucideIcon }[] = [
  { key: 'claim', Icon: HandPlatter },
  { key: 'absence', Icon: CalendarX },
  { key: 'overview', Icon: BellRing },
];

export function EmpowermentSection() {
  const { t } = useTranslation('app');
  return (
    <section aria-labelledby="empowerment-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
        <div>
          <SectionHeading
            id="empowerment-title"
            align="left"
            eyebrow={t('landing.empowerment.eyebrow')}
            title={t('landing.empowerment.title')}
            subtitle={t('landing.empowerment.subtitle')}
          />
          <ul className="mt-10 space-y-7">
            {POINTS.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-blue-700 shadow-sm ring-1 ring-slate-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`landing.empowerment.${key}Title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">
                    {t(`landing.empowerment.${key}Body`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <PhonePreview />
      </div>
    </section>
  );
}
