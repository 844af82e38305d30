import type { CalendarFeed, CalendarFeedLink } from '@openrota/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarFeedPanel } from '@/components/calendar-feed-panel';
import { intlLocaleOf } from '@/lib/dates/intl';
import { getMyCalendarFeed, issueMyCalendarFeed, revokeMyCalendarFeed } from '../api/calendar-feed';
import { staffErrorText } from './staff-error';
import { StaffSection } from './staff-section';

/**
 * "Calendar subscription" (docs/adr/0011-calendar-feeds.md): the member's own secret feed
 * address, made, renewed or turned off here; the address is shown once, with copy buttons for
 * Apple (webcal) and Google or Outlook (https). A failure here leaves the rest of the dashboard.
 */
export function CalendarFeedSection() {
  const { t, i18n } = useTranslation();
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failed = (e: unknown) => setError(staffErrorText(e, t('staffPortal.dashboard.loadFailed'), t));

  useEffect(() => {
    let current = true;
    getMyCalendarFeed().then(
      (f) => current && setFeed(f),
      (e: unknown) => current && failed(e),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per visit
  }, []);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setFeed(await getMyCalendarFeed());
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(intlLocaleOf(i18n.resolvedLanguage ?? i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <StaffSection title={t('calendarFeeds.card.title')} description={t('calendarFeeds.card.intro')}>
      <CalendarFeedPanel
        feed={feed}
        link={link}
        busy={busy}
        error={error}
        formatDate={formatDate}
        onIssue={() =>
          void run(async () => {
            setLink(await issueMyCalendarFeed());
          })
        }
        onRevoke={() =>
          void run(async () => {
            await revokeMyCalendarFeed();
            setLink(null);
          })
        }
      />
    </StaffSection>
  );
}
