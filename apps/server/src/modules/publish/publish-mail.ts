/**
 * The mail a publish sends each affected staff member (docs/product/publish.md): one mail in
 * their language (their linked account's, else en) listing their changes, added, removed and
 * moved, with dates and times.
 */
import type { Language, PublishChange, PublishShift } from '@openrota/contracts';
import { translate } from '@openrota/i18n';
import { formatMailDate, mailLanguage } from '../email/reminder-mails';
import type { MailMessage } from '../mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function shiftText(shift: PublishShift, lng: Language): string {
  const values = {
    date: formatMailDate(shift.date, lng),
    shift: shift.shiftType.name,
    start: shift.shiftType.startTime ?? '',
    end: shift.shiftType.endTime ?? '',
  };
  return translate(
    lng,
    shift.shiftType.startTime && shift.shiftType.endTime
      ? 'reminderMails.publish.shiftWithTime'
      : 'reminderMails.publish.shift',
    values,
  );
}

export function changeLine(change: PublishChange, lng: Language): string {
  const t = (key: string, values: Record<string, string>) =>
    translate(lng, `reminderMails.publish.${key}`, values);
  if (change.kind === 'ADDED') return t('added', { shift: shiftText(change.after!, lng) });
  if (change.kind === 'REMOVED') return t('removed', { shift: shiftText(change.before!, lng) });
  return t('moved', { from: shiftText(change.before!, lng), to: shiftText(change.after!, lng) });
}

export function publishMail(
  to: { email: string; name: string; language: string | null },
  workspaceName: string,
  changes: PublishChange[],
): MailMessage {
  const lng = mailLanguage(to.language);
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(lng, `reminderMails.${key}`, values);
  const lines = changes.map((c) => changeLine(c, lng));
  const greeting = t('greeting', { name: to.name });
  const intro = t('publish.intro', { workspace: workspaceName });
  const outro = t('publish.outro');
  const signature = t('signature', { workspace: workspaceName });
  const text = [greeting, '', intro, '', ...lines.map((l) => `- ${l}`), '', outro, '', signature].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(outro)}</p>`,
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: to.email, subject: t('publish.subject', { count: changes.length }), text, html };
}
