import type { MyShift, TradeCandidates, TradeKind } from '@openrota/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { getTradeCandidates, offerTrade } from '../api/staff-api';
import { useStaffFormat } from './format';
import { notify } from './notify';
import { staffErrorText } from './staff-error';
import { StaffSheet } from './staff-sheet';

/**
 * Offering one of the member's shifts: give away (every colleague the trade rule allows is told)
 * or swap for colleagues' shifts the member ticks (only those the rule allows on both sides are
 * offered). Colleagues the rule leaves out are listed below with the reasons.
 */
export function OfferTradeDialog({
  shift,
  onClose,
  onOffered,
}: {
  shift: MyShift | null;
  onClose: () => void;
  onOffered: () => void;
}) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [kind, setKind] = useState<TradeKind>('GIVE_AWAY');
  const [found, setFound] = useState<TradeCandidates | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!shift) return;
    let live = true;
    setFound(null);
    setFailed(null);
    setPicked(new Set());
    getTradeCandidates({ kind, date: shift.date, shiftId: shift.id })
      .then((r) => live && setFound(r))
      .catch((error: unknown) => live && setFailed(staffErrorText(error, t('trades.staff.failed'), t)));
    return () => {
      live = false;
    };
  }, [shift, kind, t]);

  const eligible = found?.candidates.filter((c) => c.eligible) ?? [];
  const others = found?.candidates.filter((c) => !c.eligible) ?? [];
  const options = eligible.flatMap((c) => c.options.filter((o) => o.eligible).map((o) => o.shift));

  const onSubmit = async () => {
    if (!shift) return;
    setPending(true);
    try {
      await offerTrade({
        kind,
        shift: { date: shift.date, shiftId: shift.id },
        swapShifts:
          kind === 'SWAP'
            ? options.filter((o) => picked.has(o.shiftId)).map((o) => ({ date: o.date, shiftId: o.shiftId }))
            : [],
        note: note.trim() || null,
      });
      notify('success', t('trades.staff.offered'));
      onClose();
      onOffered();
    } catch (error) {
      notify('error', staffErrorText(error, t('trades.staff.failed'), t));
    } finally {
      setPending(false);
    }
  };

  const canSubmit = kind === 'GIVE_AWAY' ? eligible.length > 0 : picked.size > 0;

  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <StaffSheet className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('trades.staff.offerTitle')}</DialogTitle>
          <DialogDescription>
            {shift &&
              `${format.longDate(shift.date)} · ${shift.shiftType.name} · ${format.time(shift.shiftType)}`}
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{t('trades.staff.kind')}</legend>
          {(['GIVE_AWAY', 'SWAP'] as const).map((k) => (
            <Button
              key={k}
              type="button"
              size="lg"
              variant={kind === k ? 'default' : 'outline'}
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
            >
              {t(`trades.kind.${k}`)}
            </Button>
          ))}
        </fieldset>
        {failed && (
          <p role="alert" className="text-sm text-destructive">
            {failed}
          </p>
        )}
        {!found && !failed && <p className="text-sm text-muted-foreground">{t('trades.staff.checking')}</p>}
        {found && kind === 'GIVE_AWAY' && (
          <div className="grid gap-1" data-testid="trade-eligible">
            <p className="text-sm font-medium">
              {eligible.length > 0 ? t('trades.staff.giveAwayTold') : t('trades.staff.nobody')}
            </p>
            <ul className="flex flex-wrap gap-1.5">
              {eligible.map((c) => (
                <li key={c.staff.id} className="rounded-full border px-2.5 py-0.5 text-sm">
                  {c.staff.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        {found && kind === 'SWAP' && (
          <div className="grid gap-1" data-testid="trade-eligible">
            <p className="text-sm font-medium">
              {options.length > 0 ? t('trades.staff.swapPick') : t('trades.staff.nobody')}
            </p>
            {options.map((o) => (
              <label
                key={o.shiftId}
                className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm"
              >
                <input
                  type="checkbox"
                  className="size-5"
                  checked={picked.has(o.shiftId)}
                  onChange={(e) => {
                    const next = new Set(picked);
                    if (e.target.checked) next.add(o.shiftId);
                    else next.delete(o.shiftId);
                    setPicked(next);
                  }}
                />
                <span>
                  {o.staff.name} · {format.shortDate(o.date)} · {o.shiftType.name} ·{' '}
                  {format.time(o.shiftType)}
                </span>
              </label>
            ))}
          </div>
        )}
        {found && others.length > 0 && (
          <details className="text-sm" data-testid="trade-not-listed">
            <summary className="cursor-pointer font-medium">
              {t('trades.staff.notListed', { count: others.length })}
            </summary>
            <ul className="mt-2 grid gap-1.5">
              {others.map((c) => (
                <li key={c.staff.id}>
                  <span className="font-medium">{c.staff.name}</span>
                  {': '}
                  <span className="text-muted-foreground">
                    {c.reasons.length > 0
                      ? c.reasons.map((r) => r.message).join('; ')
                      : t('trades.staff.noShiftToSwap')}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        )}
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t('trades.staff.note')}</span>
          <textarea
            className="min-h-16 rounded-md border bg-background px-3 py-2"
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button size="lg" onClick={() => void onSubmit()} disabled={pending || !canSubmit}>
            {t('trades.staff.offer')}
          </Button>
        </DialogFooter>
      </StaffSheet>
    </Dialog>
  );
}
