import type { Availability } from '@openrota/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AvailabilityWeekGrid,
  choicesOf,
  withChoices,
  type DayChoice,
} from '@/components/availability/week-grid';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getOwnAvailability, putOwnAvailabilityWeek } from '../api/staff-api';
import { useStaffFormat } from './format';
import { notify } from './notify';
import { staffErrorText } from './staff-error';
import { StaffSection } from './staff-section';

/** The week that holds last (the one to come, else today's): what the member edits. */
const latestWeek = (a: Availability) => a.weeks.at(-1)?.rules ?? [];

/**
 * "My availability": the member's own recurring week as a grid of whole-day choices
 * (packages/domain/src/availability.ts), saved from today + the workspace's lead time, or sent
 * for approval when the workspace asks for it. A failure here leaves the rest of the dashboard.
 */
export function MyAvailabilitySection() {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [choices, setChoices] = useState<DayChoice[]>(choicesOf([]));
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    getOwnAvailability()
      .then((a) => {
        if (!live) return;
        setAvailability(a);
        setChoices(choicesOf(latestWeek(a)));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const save = async () => {
    if (!availability) return;
    setSaving(true);
    try {
      const res = await putOwnAvailabilityWeek({ rules: withChoices(latestWeek(availability), choices) });
      setAvailability(res.data);
      notify(
        'success',
        res.data.pending.length > availability.pending.length
          ? t('availability.sent')
          : t('availability.saved'),
      );
    } catch (error) {
      notify('error', staffErrorText(error, t('availability.loadFailed'), t));
    } finally {
      setSaving(false);
    }
  };

  const hasRanges = availability ? latestWeek(availability).some((r) => r.startTime !== null) : false;
  return (
    <StaffSection title={t('availability.title')} description={t('availability.description')}>
      {failed && <p className="text-sm text-muted-foreground">{t('availability.loadFailed')}</p>}
      {!failed && !availability && <Spinner label={t('common.loading')} />}
      {availability && (
        <div className="grid gap-3">
          <AvailabilityWeekGrid choices={choices} onChange={setChoices} disabled={saving} />
          {availability.leadDays > 0 && (
            <p className="text-sm text-muted-foreground">
              {t('availability.leadTime', {
                count: availability.leadDays,
                date: format.shortDate(availability.earliestStaffDate),
              })}
            </p>
          )}
          {hasRanges && <p className="text-sm text-muted-foreground">{t('availability.ranges')}</p>}
          {availability.pending.length > 0 && (
            <p className="text-sm" role="status">
              {t('availability.pending', { count: availability.pending.length })}
            </p>
          )}
          <Button size="lg" onClick={() => void save()} disabled={saving}>
            {saving ? t('availability.saving') : t('availability.save')}
          </Button>
        </div>
      )}
    </StaffSection>
  );
}
