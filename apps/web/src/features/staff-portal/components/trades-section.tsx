import type { StaffTrades, Trade, TradeShift } from '@openrota/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { acceptTrade, withdrawTrade } from '../api/staff-api';
import { useStaffFormat } from './format';
import { notify } from './notify';
import { staffErrorText } from './staff-error';
import { StaffSection } from './staff-section';

const STATUS_VARIANT: Record<Trade['status'], 'default' | 'success' | 'muted' | 'destructive'> = {
  OPEN: 'default',
  ACCEPTED: 'default',
  APPLIED: 'success',
  REFUSED: 'destructive',
  WITHDRAWN: 'muted',
  VOID: 'destructive',
  EXPIRED: 'muted',
};

export function TradeStatusBadge({ trade }: { trade: Pick<Trade, 'status'> }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_VARIANT[trade.status]}>{t(`trades.status.${trade.status}`)}</Badge>;
}

/**
 * Shift trades on the staff dashboard: the open offers the member may accept (a swap with a
 * button per own shift it names) and the member's own offers with their state (withdraw while
 * nobody accepted). `?trade=<id>` (the mailed link) marks and scrolls to that offer.
 */
export function TradesSection({ trades, onChanged }: { trades: StaffTrades; onChanged: () => void }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [params] = useSearchParams();
  const focus = params.get('trade');
  const focused = useRef<HTMLLIElement | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    focused.current?.scrollIntoView?.({ block: 'center' });
  }, [focus]);

  const shiftLine = (shift: TradeShift) =>
    `${format.shortDate(shift.date)} · ${shift.shiftType.name} · ${format.time(shift.shiftType)}`;

  const run = async (key: string, action: () => Promise<Trade>, done: (trade: Trade) => string) => {
    setPending(key);
    try {
      notify('success', done(await action()));
    } catch (error) {
      notify('error', staffErrorText(error, t('trades.staff.failed'), t));
    } finally {
      setPending(null);
      onChanged();
    }
  };

  const accept = (trade: Trade, shiftId?: string) =>
    run(
      trade.id + (shiftId ?? ''),
      () => acceptTrade(trade.id, shiftId ? { shiftId } : {}),
      (result) =>
        result.status === 'APPLIED' ? t('trades.staff.applied') : t('trades.staff.acceptedWaiting'),
    );

  const withdrawn =
    focus && !trades.offersToMe.some((o) => o.id === focus) && !trades.myOffers.some((o) => o.id === focus);

  return (
    <StaffSection title={t('trades.staff.title')} description={t('trades.staff.description')}>
      {withdrawn && (
        <p
          role="status"
          className="mb-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('trades.staff.gone')}
        </p>
      )}
      <h3 className="mb-1 text-sm font-semibold">{t('trades.staff.offersToMe')}</h3>
      {trades.offersToMe.length === 0 ? (
        <p className="mb-3 text-sm text-muted-foreground">{t('trades.staff.noOffers')}</p>
      ) : (
        <ul className="mb-3 divide-y" data-testid="offers-to-me">
          {trades.offersToMe.map((trade) => (
            <li
              key={trade.id}
              ref={trade.id === focus ? focused : undefined}
              data-testid={`trade-${trade.id}`}
              className={cn(
                'grid gap-2 py-3',
                trade.id === focus && 'rounded-md bg-primary/5 px-2 ring-2 ring-primary',
              )}
            >
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {t(trade.kind === 'SWAP' ? 'trades.staff.swapFrom' : 'trades.staff.giveAwayFrom', {
                  name: trade.offeredBy.name,
                })}
                <TradeStatusBadge trade={trade} />
              </span>
              <span className="text-sm">{shiftLine(trade.shift)}</span>
              {trade.note && <span className="text-sm text-muted-foreground">“{trade.note}”</span>}
              {trade.status === 'OPEN' &&
                (trade.kind === 'GIVE_AWAY' ? (
                  <Button size="lg" onClick={() => void accept(trade)} disabled={pending !== null}>
                    {t('trades.staff.take')}
                  </Button>
                ) : (
                  trade.myOptions.map((option) => (
                    <Button
                      key={option.shiftId}
                      size="lg"
                      onClick={() => void accept(trade, option.shiftId)}
                      disabled={pending !== null}
                    >
                      {t('trades.staff.swapFor', { shift: shiftLine(option) })}
                    </Button>
                  ))
                ))}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mb-1 text-sm font-semibold">{t('trades.staff.myOffers')}</h3>
      {trades.myOffers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('trades.staff.noMyOffers')}</p>
      ) : (
        <ul className="divide-y" data-testid="my-offers">
          {trades.myOffers.map((trade) => (
            <li
              key={trade.id}
              ref={trade.id === focus ? focused : undefined}
              className={cn('grid gap-1 py-3', trade.id === focus && 'rounded-md px-2 ring-2 ring-primary')}
            >
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {shiftLine(trade.shift)}
                <TradeStatusBadge trade={trade} />
              </span>
              <span className="text-sm text-muted-foreground">
                {trade.kind === 'SWAP'
                  ? t('trades.staff.mySwap', {
                      shifts: trade.swapOptions
                        .map((o) => `${o.staff.name} (${format.shortDate(o.date)})`)
                        .join(', '),
                    })
                  : t('trades.staff.myGiveAway')}
                {trade.acceptedBy && ` · ${t('trades.staff.acceptedBy', { name: trade.acceptedBy.name })}`}
              </span>
              {trade.reason && <span className="text-sm text-muted-foreground">{trade.reason}</span>}
              {trade.status === 'OPEN' && (
                <Button
                  variant="outline"
                  size="lg"
                  className="justify-self-start"
                  disabled={pending !== null}
                  onClick={() =>
                    void run(
                      trade.id,
                      () => withdrawTrade(trade.id),
                      () => t('trades.staff.withdrawn'),
                    )
                  }
                >
                  {t('trades.staff.withdraw')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}
