/**
 * The rule names and the one-sentence explanation of a working-time violation, in the reader's
 * language, with times as a short weekday and the time in the workspace's zone ("Tue 07:00",
 * "di 07:00"). docs/product/working-time.md#how-a-violation-reads
 */
import type { Language } from '@openrota/contracts';
import type { ViolationRuleId, Violation } from '@openrota/domain';
import { translate } from './catalogs';

const LOCALE: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL' };

/** The rule's name by what it checks ("Rest after a late night"). */
export function ruleName(ruleId: ViolationRuleId, lang: Language): string {
  return translate(lang, `workingTime.rule.${ruleId}`);
}

/** Minutes as "9 h" or "9 h 30" ("9 u 30" in Dutch). */
export function formatHours(minutes: number, lang: Language): string {
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m === 0
    ? translate(lang, 'workingTime.hours', { h })
    : translate(lang, 'workingTime.hoursMinutes', { h, m: String(m).padStart(2, '0') });
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Language, timeZone: string, kind: 'instant' | 'day' | 'month'): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'instant'
        ? { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : kind === 'day'
          ? { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }
          : { timeZone: 'UTC', month: 'long', year: 'numeric' };
    formatters.set(key, (f = new Intl.DateTimeFormat(LOCALE[lang], options)));
  }
  return f;
}

/** An ISO instant as "Tue 07:00" in `timeZone`. */
export function formatInstant(iso: string, lang: Language, timeZone: string): string {
  const parts = formatter(lang, timeZone, 'instant').formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday').replace(/\.$/, '')} ${get('hour')}:${get('minute')}`;
}

/** A yyyy-MM-dd day as "Tue 2 Jun" ("di 2 jun"). */
export function formatDay(date: string, lang: Language): string {
  return formatter(lang, 'UTC', 'day')
    .format(new Date(`${date}T12:00:00Z`))
    .replace(/\./g, '')
    .replace(',', '');
}

function periodLabel(facts: Violation['facts'], lang: Language): string {
  const start = String(facts.periodStart ?? '');
  if (facts.period === 'MONTH') return formatter(lang, 'UTC', 'month').format(new Date(`${start}T12:00:00Z`));
  return translate(lang, 'workingTime.periodWeek', { start: formatDay(start, lang) });
}

/** The sentence that says what is wrong and what the limit is. */
export function describeViolation(v: Violation, lang: Language, timeZone: string): string {
  const f = v.facts;
  const hours = (minutes: number) => formatHours(minutes, lang);
  const at = (key: string) => (typeof f[key] === 'string' ? formatInstant(f[key], lang, timeZone) : '');
  const day = (key: string) => (typeof f[key] === 'string' ? formatDay(f[key], lang) : '');
  const say = (key: string, values: Record<string, string | number>) =>
    translate(lang, `workingTime.sentence.${key}`, values);
  const measured = v.unit === 'MINUTES' ? hours(v.measured) : v.measured;
  const limit = v.unit === 'MINUTES' ? hours(v.limit) : v.limit;
  const base = { measured, limit };
  switch (v.ruleId) {
    case 'maxShiftLength':
      return say('maxShiftLength', {
        ...base,
        type: f.shiftType ?? '',
        start: at('shiftStart'),
        end: at('shiftEnd'),
      });
    case 'maxWeekMinutes':
      return say('maxWeekMinutes', { ...base, start: at('periodStart') });
    case 'averageWeekShort':
    case 'averageWeekLong':
      return f.withNights
        ? say('averageWeekNights', {
            ...base,
            weeks: f.weeks ?? 0,
            start: at('periodStart'),
            nights: f.nights ?? 0,
            threshold: f.nightThreshold ?? 0,
          })
        : say('averageWeek', { ...base, weeks: f.weeks ?? 0, start: at('periodStart') });
    case 'dailyRest': {
      const sentence =
        typeof f.secondStart === 'string'
          ? say('dailyRest', {
              ...base,
              firstType: f.firstType ?? '',
              secondType: f.secondType ?? '',
              restStart: at('restStart'),
              restEnd: at('restEnd'),
              windowStart: at('windowStart'),
            })
          : say('dailyRestWindow', { ...base, windowStart: at('windowStart') });
      return typeof f.shortenedUsedAt === 'string'
        ? say('shortenedUsed', {
            sentence,
            shortened: hours(Number(f.shortenedMinutes)),
            usedAt: at('shortenedUsedAt'),
          })
        : sentence;
    }
    case 'weeklyRest':
      return f.mode === 'FIXED'
        ? say('weeklyRestFixed', { ...base, start: at('periodStart') })
        : say('weeklyRest', { ...base, start: at('periodStart'), end: at('periodEnd') });
    case 'nightShiftLength':
      if (f.kind === 'length')
        return say('nightShiftLength', {
          ...base,
          type: f.shiftType ?? '',
          start: at('shiftStart'),
          end: at('shiftEnd'),
        });
      return say(f.kind === 'per2Weeks' ? 'nightShiftLengthPer2Weeks' : 'nightShiftLengthPer52Weeks', {
        ...base,
        max: hours(Number(f.maxMinutes)),
        start: at('shiftStart'),
      });
    case 'restAfterLateNight': {
      const sentence = say('restAfterLateNight', {
        ...base,
        end: at('firstEnd'),
        secondType: f.secondType ?? '',
        start: at('secondStart'),
        late: f.lateEndTime ?? '',
      });
      return typeof f.shortenedUsedAt === 'string'
        ? say('shortenedUsed', {
            sentence,
            shortened: hours(Number(f.shortenedMinutes)),
            usedAt: at('shortenedUsedAt'),
          })
        : sentence;
    }
    case 'restAfterNightSeries':
      return say('restAfterNightSeries', {
        ...base,
        nights: f.nights ?? 0,
        end: at('firstEnd'),
        secondType: f.secondType ?? '',
        start: at('secondStart'),
      });
    case 'maxLateNights':
      return say('maxLateNights', {
        ...base,
        late: f.lateEndTime ?? '',
        weeks: f.weeks ?? 0,
        start: at('shiftStart'),
      });
    case 'maxRunWithNight':
      return say('maxRunWithNight', { ...base, first: day('firstDate'), last: day('lastDate') });
    case 'minConsecutiveDays':
    case 'maxConsecutiveDays':
      return say(v.ruleId, { ...base, count: v.measured, first: day('firstDate'), last: day('lastDate') });
    case 'minConsecutiveDaysOff':
      return say('minConsecutiveDaysOff', {
        ...base,
        count: v.measured,
        first: day('offStart'),
        last: day('offEnd'),
        secondType: f.secondType ?? '',
        next: day('secondDate'),
      });
    case 'maxWeekendsWorked':
    case 'minMinutesInPeriod':
    case 'maxMinutesInPeriod':
      return say(v.ruleId, { ...base, period: periodLabel(f, lang) });
    case 'maxShiftsOfType':
      return say('maxShiftsOfType', { ...base, type: f.shiftType ?? '', period: periodLabel(f, lang) });
    case 'forbiddenSuccession':
      return typeof f.firstEnd === 'string' && typeof f.secondStart === 'string'
        ? say('forbiddenSuccession', {
            firstType: f.firstType ?? '',
            secondType: f.secondType ?? '',
            end: at('firstEnd'),
            start: at('secondStart'),
          })
        : say('forbiddenSuccessionDays', {
            firstType: f.firstType ?? '',
            secondType: f.secondType ?? '',
            first: day('firstDate'),
            next: day('secondDate'),
          });
    case 'doubleBooking':
      return typeof f.firstStart === 'string'
        ? say('doubleBooking', {
            ...base,
            firstType: f.firstType ?? '',
            secondType: f.secondType ?? '',
            firstStart: at('firstStart'),
            firstEnd: at('firstEnd'),
            secondStart: at('secondStart'),
            secondEnd: at('secondEnd'),
          })
        : say('doubleBookingDay', { firstType: f.firstType ?? '', first: day('firstDate') });
    case 'duringAbsence':
      return say('duringAbsence', {
        type: f.shiftType ?? '',
        first: day('shiftDate'),
        absenceStart: day('absenceStart'),
        absenceEnd: day('absenceEnd'),
      });
    case 'unavailable': {
      const note = typeof f.note === 'string' && f.note !== '' ? ` (“${f.note}”)` : '';
      return typeof f.startTime === 'string' && typeof f.endTime === 'string'
        ? say('unavailableRange', { day: day('ruleDate'), start: f.startTime, end: f.endTime ?? '', note })
        : say('unavailable', { day: day('ruleDate'), note });
    }
  }
}
