import type { CalendarFeedLink } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeedLinks } from '@/components/calendar-feed-panel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { intlLocaleOf } from '@/lib/dates/intl';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useStaff } from '@/lib/master-data/staff';
import {
  useCalendarFeeds,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
  useRotateCalendarFeed,
} from './calendar-feeds-api';

/**
 * Workspace calendar feeds (docs/adr/0011-calendar-feeds.md), for ADMIN and MANAGER: all
 * shifts, or one shift type's, or one member's; each address shown once when made or renewed.
 */
export function CalendarFeedsCard() {
  const { t, i18n } = useTranslation();
  const feeds = useCalendarFeeds();
  const shiftTypes = useShiftTypes();
  const staff = useStaff();
  const create = useCreateCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [filter, setFilter] = useState('');
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const failure = feeds.error ?? create.error ?? rotate.error ?? revoke.error;
  const busy = create.isPending || rotate.isPending || revoke.isPending;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocaleOf(i18n.resolvedLanguage ?? i18n.language), {
      dateStyle: 'medium',
    }).format(new Date(iso));

  const onCreate = () => {
    const [kind, id] = filter.split(':');
    create.mutate(kind === 'shiftType' ? { shiftTypeId: id } : kind === 'staff' ? { staffId: id } : {}, {
      onSuccess: setLink,
    });
  };

  return (
    <Card data-testid="calendar-feeds-card">
      <CardHeader>
        <CardTitle>{t('calendarFeeds.settings.title')}</CardTitle>
        <CardDescription>{t('calendarFeeds.settings.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failure && <Alert variant="destructive">{failure.message}</Alert>}
        {link && <CalendarFeedLinks link={link} />}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="grid flex-1 gap-1 text-sm font-medium">
            {t('calendarFeeds.settings.feedOf')}
            <NativeSelect value={filter} onChange={(e) => setFilter(e.target.value)}>
              <option value="">{t('calendarFeeds.settings.allShifts')}</option>
              <optgroup label={t('calendarFeeds.settings.filterShiftType')}>
                {(shiftTypes.data ?? []).map((s) => (
                  <option key={s.id} value={`shiftType:${s.id}`}>
                    {s.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('calendarFeeds.settings.filterStaff')}>
                {(staff.data ?? [])
                  .filter((s) => s.active)
                  .map((s) => (
                    <option key={s.id} value={`staff:${s.id}`}>
                      {s.name}
                    </option>
                  ))}
              </optgroup>
            </NativeSelect>
          </label>
          <Button onClick={onCreate} disabled={busy}>
            {t('calendarFeeds.settings.create')}
          </Button>
        </div>
        {feeds.data && feeds.data.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('calendarFeeds.settings.empty')}</p>
        )}
        <ul className="grid gap-2">
          {(feeds.data ?? []).map((feed) => (
            <li
              key={feed.id}
              className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {feed.shiftTypeName ?? feed.staffName ?? t('calendarFeeds.settings.allShifts')}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('calendarFeeds.settings.created', { date: date(feed.createdAt) })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => rotate.mutate(feed.id, { onSuccess: setLink })}
                >
                  {t('calendarFeeds.card.rotate')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() => revoke.mutate(feed.id, { onSuccess: () => setLink(null) })}
                >
                  {t('calendarFeeds.card.revoke')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
