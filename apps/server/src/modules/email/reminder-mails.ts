import type { Language } from '@openrota/contracts';
import { addDays } from '@openrota/domain';
import { translate } from '@openrota/i18n';
import type { MailMessage } from '../mail/mailer';

/** One shift in a reminder: the engine's entry reduced to what the mail shows. */
export interface MailShift {
  date: string;
  shiftTypeName: string;
  startTime: string | null;
  endTime: string | null;
}

export type ReminderKind = 'UPCOMING_SHIFTS' | 'WEEKLY_SUMMARY';

export interface ReminderMail {
  kind: ReminderKind;
  language: Language;
  to: string;
  /** The staff member the mail is about (greeting). */
  staffName: string;
  workspaceName: string;
  /** First and last day covered (the same day for the upcoming-shift reminder). */
  startDate: string;
  endDate: string;
  shifts: MailShift[];
  /** Test mails: a line above the greeting, and "[Test]" before the subject. */
  testIntro?: string;
}

export function mailLanguage(value: string | null | undefined): Language {
  return value === 'nl' ? 'nl' : 'en';
}

/** The period a weekly summary covers: `daysAhead` days from `firstDay`. */
export function summaryRange(firstDay: string, daysAhead: number): { startDate: string; endDate: string } {
  return { startDate: firstDay, endDate: addDays(firstDay, daysAhead - 1) };
}

const LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

/** "Monday 23 November 2026" / "maandag 23 november 2026": a calendar date, so no zone shift. */
export function formatMailDate(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

function shiftLine(shift: MailShift, language: Language): string {
  return shift.startTime && shift.endTime
    ? translate(language, 'reminderMails.shiftLineWithTime', {
        shift: shift.shiftTypeName,
        start: shift.startTime,
        end: shift.endTime,
      })
    : translate(language, 'reminderMails.shiftLine', { shift: shift.shiftTypeName });
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Shifts grouped by date, dates in order, shifts by start time. */
function byDate(shifts: MailShift[]): Array<[string, MailShift[]]> {
  const groups = new Map<string, MailShift[]>();
  for (const s of [...shifts].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
      a.shiftTypeName.localeCompare(b.shiftTypeName),
  )) {
    groups.set(s.date, [...(groups.get(s.date) ?? []), s]);
  }
  return [...groups];
}

/** Subject, plain text and simple HTML of a reminder in the recipient's language. */
export function renderReminder(mail: ReminderMail): MailMessage {
  const lng = mail.language;
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(lng, `reminderMails.${key}`, values);
  const start = formatMailDate(mail.startDate, lng);
  const end = formatMailDate(mail.endDate, lng);
  const area = mail.kind === 'UPCOMING_SHIFTS' ? 'upcoming' : 'weekly';
  const values = { date: start, start, end };
  const subject = `${mail.testIntro ? `${t('testPrefix')} ` : ''}${t(`${area}.subject`, values)}`;
  const groups = byDate(mail.shifts);
  const greeting = t('greeting', { name: mail.staffName });
  const intro = t(`${area}.intro`, values);
  const signature = t('signature', { workspace: mail.workspaceName });
  const footer = t('footer', { workspace: mail.workspaceName });

  const textLines: string[] = [];
  if (mail.testIntro) textLines.push(mail.testIntro, '');
  textLines.push(greeting, '', intro, '');
  if (mail.kind === 'UPCOMING_SHIFTS') {
    for (const s of groups.flatMap(([, list]) => list)) textLines.push(`- ${shiftLine(s, lng)}`);
  } else {
    for (const [date, list] of groups) {
      textLines.push(formatMailDate(date, lng));
      for (const s of list) textLines.push(`- ${shiftLine(s, lng)}`);
      textLines.push('');
    }
    if (textLines.at(-1) === '') textLines.pop();
  }
  textLines.push('', signature, '', '--', footer);

  const html: string[] = ['<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">'];
  if (mail.testIntro) html.push(`<p><em>${escapeHtml(mail.testIntro)}</em></p>`);
  html.push(`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(intro)}</p>`);
  if (mail.kind === 'UPCOMING_SHIFTS') {
    html.push(
      `<ul>${groups
        .flatMap(([, list]) => list)
        .map((s) => `<li>${escapeHtml(shiftLine(s, lng))}</li>`)
        .join('')}</ul>`,
    );
  } else {
    for (const [date, list] of groups) {
      html.push(
        `<h3 style="margin-bottom:4px">${escapeHtml(formatMailDate(date, lng))}</h3><ul style="margin-top:0">${list.map((s) => `<li>${escapeHtml(shiftLine(s, lng))}</li>`).join('')}</ul>`,
      );
    }
  }
  html.push(
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  );

  return { to: mail.to, subject, text: textLines.join('\n'), html: html.join('\n') };
}
