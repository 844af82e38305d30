import type { CalendarFeed, CalendarFeedLink } from '@openrota/contracts';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** How long "Copied" shows after copying. */
const COPIED_MS = 2000;

/** One address with a copy button (full width on phones). */
function CopyLine({ label, url, testId }: { label: string; url: string; testId: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPIED_MS);
    } catch (error) {
      console.error('Could not copy the link', error);
    }
  };
  return (
    <div className="grid gap-1">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={url}
          aria-label={label}
          data-testid={testId}
          onFocus={(e) => e.target.select()}
          className="font-mono text-xs sm:text-xs"
        />
        <Button variant="outline" size="lg" className="min-w-28" onClick={() => void copy()}>
          {isCopied ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span aria-live="polite">
            {isCopied ? t('calendarFeeds.card.copied') : t('calendarFeeds.card.copy')}
          </span>
        </Button>
      </div>
    </div>
  );
}

/** The secret address just made (shown once): a `webcal://` and an `https://` line. */
export function CalendarFeedLinks({ link }: { link: CalendarFeedLink }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3" data-testid="calendar-feed-links">
      <Alert variant="info">{t('calendarFeeds.card.shownOnce')}</Alert>
      <CopyLine label={t('calendarFeeds.card.webcal')} url={link.webcalUrl} testId="calendar-feed-webcal" />
      <CopyLine label={t('calendarFeeds.card.https')} url={link.httpsUrl} testId="calendar-feed-https" />
      <p className="text-xs text-muted-foreground">{t('calendarFeeds.card.lag')}</p>
    </div>
  );
}

type PanelProps = {
  feed: CalendarFeed | null;
  /** The address made or rotated in this visit, if any. */
  link: CalendarFeedLink | null;
  busy: boolean;
  error: string | null;
  formatDate: (iso: string) => string;
  onIssue: () => void;
  onRevoke: () => void;
};

/**
 * A person's calendar subscription (docs/adr/0011-calendar-feeds.md): whether an address is
 * active, making one (or a new one: the old stops at once), turning it off, and the address just
 * made with its copy buttons. Used on the staff dashboard and in the staff dialog.
 */
export function CalendarFeedPanel({ feed, link, busy, error, formatDate, onIssue, onRevoke }: PanelProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      {feed ? (
        <p className="text-sm" data-testid="calendar-feed-status">
          {t('calendarFeeds.card.active', { date: formatDate(feed.rotatedAt) })}{' '}
          {feed.lastFetchedAt
            ? t('calendarFeeds.card.lastFetched', { date: formatDate(feed.lastFetchedAt) })
            : t('calendarFeeds.card.neverFetched')}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="calendar-feed-status">
          {t('calendarFeeds.card.none')}
        </p>
      )}
      {error && <Alert variant="destructive">{error}</Alert>}
      {link && <CalendarFeedLinks link={link} />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={onIssue} disabled={busy}>
          {feed ? t('calendarFeeds.card.rotate') : t('calendarFeeds.card.create')}
        </Button>
        {feed && (
          <Button size="lg" variant="outline" onClick={onRevoke} disabled={busy}>
            {t('calendarFeeds.card.revoke')}
          </Button>
        )}
      </div>
      {feed && <p className="text-xs text-muted-foreground">{t('calendarFeeds.card.rotateHint')}</p>}
    </div>
  );
}
