import type { CalendarFeedLink } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeedPanel } from '@/components/calendar-feed-panel';
import { intlLocaleOf } from '@/lib/dates/intl';
import {
  useIssueStaffCalendarFeed,
  useRevokeStaffCalendarFeed,
  useStaffCalendarFeed,
} from '../api/staff-calendar-feed';

/** A member's calendar subscription in the staff dialog (docs/adr/0011-calendar-feeds.md). */
export function StaffCalendarFeed({ staffId }: { staffId: string }) {
  const { t, i18n } = useTranslation();
  const feed = useStaffCalendarFeed(staffId);
  const issue = useIssueStaffCalendarFeed(staffId);
  const revoke = useRevokeStaffCalendarFeed(staffId);
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const failure = feed.error ?? issue.error ?? revoke.error;
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(intlLocaleOf(i18n.resolvedLanguage ?? i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  return (
    <section className="grid gap-2 border-t pt-4" data-testid="staff-calendar-feed">
      <h3 className="text-sm font-semibold">{t('calendarFeeds.card.title')}</h3>
      <p className="text-xs text-muted-foreground">{t('calendarFeeds.card.introManager')}</p>
      <CalendarFeedPanel
        feed={feed.data ?? null}
        link={link}
        busy={feed.isPending || issue.isPending || revoke.isPending}
        error={failure ? failure.message : null}
        formatDate={formatDate}
        onIssue={() => issue.mutate(undefined, { onSuccess: setLink })}
        onRevoke={() => revoke.mutate(undefined, { onSuccess: () => setLink(null) })}
      />
    </section>
  );
}
