import type { Trade, TradeShift } from '@openrota/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { TradeApprovalControl } from '@/components/trades/trade-approval-control';
import { getServerError } from '@/lib/api-error';
import { useFormatDate } from '@/lib/dates';
import { useApproveTrade, useRefuseTrade, useTrades } from '@/lib/schedule-api/trades';
import { useCanWrite } from '@/lib/session/can-write';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';

/**
 * `/schedule/trades`: the workspace's pending shift trades (OPEN: waiting for a colleague;
 * ACCEPTED: waiting for a manager), approved or refused with a reason by ADMIN and MANAGER; the
 * workspace's approval setting (ADMIN changes it). "All" shows decided ones too.
 */
export function TradesPage() {
  const { t } = useTranslation();
  const format = useFormatDate();
  const canWrite = useCanWrite();
  const isAdmin = useWorkspaceStore((s) => s.currentWorkspace?.role === 'ADMIN');
  const [status, setStatus] = useState<'PENDING' | 'ALL'>('PENDING');
  const trades = useTrades({ status });
  const approve = useApproveTrade();
  const refuse = useRefuseTrade();
  const [refusing, setRefusing] = useState<Trade | null>(null);
  const [reason, setReason] = useState('');

  const shiftText = (s: TradeShift) =>
    `${format(s.date, 'EEE d MMM')} · ${s.shiftType.name}${s.shiftType.startTime && s.shiftType.endTime ? ` ${s.shiftType.startTime}–${s.shiftType.endTime}` : ''}`;

  const onApprove = (trade: Trade) =>
    approve.mutate(trade.id, {
      onSuccess: () => toast.success(t('trades.manager.approved')),
      onError: (error) => toast.error(getServerError(error) ?? t('trades.manager.failed')),
    });
  const onRefuse = () => {
    if (!refusing) return;
    refuse.mutate(
      { id: refusing.id, reason: reason.trim() },
      {
        onSuccess: () => toast.success(t('trades.manager.refused')),
        onError: (error) => toast.error(getServerError(error) ?? t('trades.manager.failed')),
        onSettled: () => {
          setRefusing(null);
          setReason('');
        },
      },
    );
  };
  const approval = trades.data?.approval;

  return (
    <div className="grid min-w-0 gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('trades.manager.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('trades.manager.intro')}</p>
      </div>
      {approval && (
        <div className="rounded-lg border bg-card p-3">
          <TradeApprovalControl approval={approval} canEdit={isAdmin} />
        </div>
      )}
      <div className="flex gap-2">
        {(['PENDING', 'ALL'] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'default' : 'outline'}
            onClick={() => setStatus(s)}
          >
            {t(`trades.manager.filter.${s}`)}
          </Button>
        ))}
      </div>
      {trades.isError && (
        <Alert variant="destructive">{getServerError(trades.error) ?? t('trades.manager.failed')}</Alert>
      )}
      {trades.isPending && <Spinner />}
      {trades.data && trades.data.trades.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('trades.manager.empty')}</p>
      )}
      <ul className="grid gap-3" data-testid="trades-list">
        {trades.data?.trades.map((trade) => (
          <li
            key={trade.id}
            className="grid gap-1.5 rounded-lg border bg-card p-4"
            data-testid={`trade-${trade.id}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {t(trade.kind === 'SWAP' ? 'trades.manager.swapLine' : 'trades.manager.giveAwayLine', {
                  offerer: trade.offeredBy.name,
                  taker: trade.acceptedBy?.name ?? t('trades.manager.nobodyYet'),
                })}
              </span>
              <Badge variant={trade.status === 'ACCEPTED' ? 'default' : 'muted'}>
                {t(`trades.status.${trade.status}`)}
              </Badge>
            </div>
            <p className="text-sm">{shiftText(trade.shift)}</p>
            {trade.acceptedShift && (
              <p className="text-sm">
                {t('trades.manager.inReturn', { shift: shiftText(trade.acceptedShift) })}
              </p>
            )}
            {trade.note && <p className="text-sm text-muted-foreground">“{trade.note}”</p>}
            {trade.reason && <p className="text-sm text-muted-foreground">{trade.reason}</p>}
            {canWrite && (trade.status === 'ACCEPTED' || trade.status === 'OPEN') && (
              <div className="flex flex-wrap gap-2 pt-1">
                {trade.status === 'ACCEPTED' && (
                  <Button size="sm" onClick={() => onApprove(trade)} disabled={approve.isPending}>
                    {t('trades.manager.approve')}
                  </Button>
                )}
                <Button size="sm" variant="outline" onClick={() => setRefusing(trade)}>
                  {t('trades.manager.refuse')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={refusing !== null} onOpenChange={(open) => !open && setRefusing(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('trades.manager.refuseTitle')}</DialogTitle>
          </DialogHeader>
          <label className="grid gap-1 text-sm">
            <span className="font-medium">{t('trades.manager.reason')}</span>
            <textarea
              className="min-h-20 rounded-md border bg-background px-3 py-2"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRefusing(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="destructive"
              onClick={onRefuse}
              disabled={reason.trim() === '' || refuse.isPending}
            >
              {t('trades.manager.refuse')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
