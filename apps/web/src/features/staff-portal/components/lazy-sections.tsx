import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/**
 * The dashboard's sections below the fold, one lazy chunk (the availability week grid, the hours and
 * the calendar-feed panel load after first paint). Each shows the loading spinner its section
 * shows while it fetches, behind its own Suspense boundary: the sections above never wait.
 */
const load = () => import('./sections');
const MyAvailability = lazy(async () => ({ default: (await load()).MyAvailabilitySection }));
const MyHours = lazy(async () => ({ default: (await load()).MyHoursSection }));
const CalendarFeed = lazy(async () => ({ default: (await load()).CalendarFeedSection }));

function SectionLoader() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

export function LazyMyAvailabilitySection() {
  return (
    <Suspense fallback={<SectionLoader />}>
      <MyAvailability />
    </Suspense>
  );
}

export function LazyCalendarFeedSection() {
  return (
    <Suspense fallback={<SectionLoader />}>
      <CalendarFeed />
    </Suspense>
  );
}

export function LazyMyHoursSection({ today }: { today: string }) {
  return (
    <Suspense fallback={<SectionLoader />}>
      <MyHours today={today} />
    </Suspense>
  );
}
