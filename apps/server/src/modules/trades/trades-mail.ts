/**
 * The mails of shift trades, in each recipient's language (their linked account's, else en):
 * OFFERED to the colleagues who may take the shift (with the link to the offer), ACCEPTED to the
 * offerer and the managers (who approve it), APPLIED to both members (and the managers when it
 * was applied automatically), REFUSED to both members with the manager's reason.
 *
 * A staff member's link leads to the staff sign-in of their workspace, which returns to the
 * offer on the dashboard once signed in (`?next=`, apps/web/src/features/staff-portal); a
 * signed-in member goes straight through.
 */
import type { Language, Trade, TradeShift } from '@openrota/contracts';
import { translate } from '@openrota/i18n';
import { formatMailDate, mailLanguage } from '../email/reminder-mails';
import type { MailMessage } from '../mail/mailer';

export interface TradeMailEvent {
  kind: 'OFFERED' | 'ACCEPTED' | 'APPLIED' | 'REFUSED';
  trade: Trade;
  /** Staff members to tell. */
  to: string[];
  /** Tell the workspace's admins and managers too. */
  managers?: boolean;
}

interface Contact {
  email: string | null;
  name: string;
  language: string | null;
}

/** The staff page of one offer: the sign-in of the workspace, then the dashboard at the offer. */
export function tradeLink(appUrl: string, slug: string, tradeId: string): string {
  const next = `/staff-dashboard?trade=${tradeId}`;
  return `${appUrl}/staff/${encodeURIComponent(slug)}/login?next=${encodeURIComponent(next)}`;
}

function shiftText(shift: TradeShift, language: Language): string {
  const times =
    shift.shiftType.startTime && shift.shiftType.endTime
      ? ` (${shift.shiftType.startTime}–${shift.shiftType.endTime})`
      : '';
  return `${shift.shiftType.name}${times}, ${formatMailDate(shift.date, language)}`;
}

export function tradeMails(
  event: TradeMailEvent,
  ws: { appUrl: string; workspaceName: string; slug: string },
  staff: readonly Contact[],
  managers: readonly Contact[],
): MailMessage[] {
  const { trade } = event;
  const mails: MailMessage[] = [];
  const compose = (to: Contact, audience: 'staff' | 'manager') => {
    if (!to.email) return;
    const lng = mailLanguage(to.language);
    const values = {
      name: to.name,
      workspace: ws.workspaceName,
      offerer: trade.offeredBy.name,
      taker: trade.acceptedBy?.name ?? '',
      shift: shiftText(trade.shift, lng),
      inReturn: trade.acceptedShift ? shiftText(trade.acceptedShift, lng) : '',
      reason: trade.reason ?? '',
    };
    const kind =
      event.kind === 'OFFERED'
        ? trade.kind === 'SWAP'
          ? 'offeredSwap'
          : 'offeredGiveAway'
        : event.kind.toLowerCase();
    const base = `trades.mail.${kind}`;
    const lines = [
      translate(lng, 'trades.mail.greeting', values),
      '',
      translate(lng, `${base}.${audience === 'manager' ? 'managerBody' : 'body'}`, values),
    ];
    if (trade.kind === 'SWAP' && trade.acceptedShift && event.kind !== 'OFFERED')
      lines.push(translate(lng, 'trades.mail.inReturn', values));
    if (event.kind === 'OFFERED' && trade.kind === 'SWAP')
      lines.push(
        ...trade.swapOptions.map(
          (o) => `- ${translate(lng, 'trades.mail.yourShift', { shift: shiftText(o, lng) })}`,
        ),
      );
    if (trade.note && event.kind === 'OFFERED')
      lines.push('', translate(lng, 'trades.mail.note', { note: trade.note }));
    lines.push('');
    if (audience === 'manager')
      lines.push(translate(lng, 'trades.mail.managerLink', { link: `${ws.appUrl}/schedule/trades` }));
    else if (event.kind === 'OFFERED')
      lines.push(translate(lng, 'trades.mail.offerLink', { link: tradeLink(ws.appUrl, ws.slug, trade.id) }));
    lines.push('', translate(lng, 'trades.mail.signature', values));
    mails.push({
      to: to.email,
      subject: translate(lng, `${base}.subject`, values),
      text: lines.join('\n'),
    });
  };
  for (const c of staff) compose(c, 'staff');
  for (const m of managers) compose(m, 'manager');
  return mails;
}
