import { afterAll, describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '@openrota/domain';
import {
  buildPdfModel,
  monthGrid,
  type PdfCalendarModel,
  type PdfOptions,
  type PdfScheduleSource,
} from './pdf-model';
import { PDF_POOL_CLOSE_TIMEOUT_MS, PdfWorkerPool } from './pdf-pool';
import { renderCalendarPdf } from './pdf-renderer';
import { pdfMediaBoxes, pdfPageCount, pdfTexts } from './pdf-text.test-util';

/** The renderer and the worker pool on plain data (no database). */

const early = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Early',
  shortName: 'E',
  color: '#f59e0b',
  startTime: '07:00',
  endTime: '15:00',
};

function entry(
  date: string,
  i: number,
  staff: { name: string; shortName: string | null } | null,
  extra: Partial<ScheduleEntry> = {},
): ScheduleEntry {
  return {
    id: `e-${date}-${i}`,
    date,
    shiftTypeId: early.id,
    shiftType: early,
    staffId: staff ? `s-${staff.name}` : null,
    staff: staff ? { id: `s-${staff.name}`, ...staff } : null,
    description: null,
    entryType: 'ROTATION',
    rotationSlotId: null,
    originalStaffId: null,
    isUnfilled: !staff,
    isOptional: false,
    isOneOffShift: false,
    isCancelled: false,
    isStaffInactive: false,
    hasAbsence: false,
    absenceWarning: null,
    scheduleEntryId: null,
    rotationPatternId: null,
    rotationPatternName: null,
    rotationWeekCount: null,
    rotationWeek: null,
    debugInfo: { source: 'rotation' },
    ...extra,
  };
}

const options: PdfOptions = {
  months: ['2026-03'],
  language: 'en',
  showAbsences: true,
  showConflicts: true,
  oneMonthPerPage: true,
  showFullStaffNames: true,
  showFullShiftNames: false,
};

function source(entries: ScheduleEntry[], extra: Partial<PdfScheduleSource> = {}): PdfScheduleSource {
  return { today: '2026-03-10', workspaceName: 'Ward 5', entries, absences: [], conflicts: [], ...extra };
}

/** 40 shifts on 2026-03-11, each with its own staff name "Person NN". */
const crowded = Array.from({ length: 40 }, (_, i) =>
  entry('2026-03-11', i, { name: `Person ${String(i).padStart(2, '0')}`, shortName: null }),
);

describe('buildPdfModel', () => {
  it('lays March 2026 out Monday first, padded to six full weeks, lines only on the month’s own days', () => {
    const model = buildPdfModel(
      source([
        entry('2026-03-02', 0, { name: 'Anna', shortName: 'A' }),
        entry('2026-02-28', 1, { name: 'Bram', shortName: 'B' }),
      ]),
      options,
    );
    expect(monthGrid('2026-03')).toEqual({ startDate: '2026-02-23', endDate: '2026-04-05' });
    const [march] = model.months;
    expect(march!.title).toBe('March 2026');
    expect(march!.weeks).toHaveLength(6);
    expect(march!.weeks.every((w) => w.length === 7)).toBe(true);
    expect(march!.weeks[0]![0]).toMatchObject({ date: '2026-02-23', inMonth: false, lines: [] });
    expect(march!.weeks[0]![5]).toMatchObject({ date: '2026-02-28', inMonth: false, lines: [] });
    expect(march!.weeks[1]![0]).toMatchObject({
      date: '2026-03-02',
      inMonth: true,
      lines: [{ kind: 'shift', text: 'E Anna' }],
    });
    expect(march!.weeks[2]![1]).toMatchObject({ date: '2026-03-10', isToday: true });
    expect(model.weekdays).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('marks a member deactivated after the shift as inactive, in the chosen language (issue 10)', () => {
    const entries = [entry('2026-03-02', 0, { name: 'Carl', shortName: 'C' }, { isStaffInactive: true })];
    expect(buildPdfModel(source(entries), options).months[0]!.weeks[1]![0]!.lines).toEqual([
      expect.objectContaining({ kind: 'shift', text: 'E Carl (inactive)' }),
    ]);
    expect(
      buildPdfModel(source(entries), { ...options, language: 'nl' }).months[0]!.weeks[1]![0]!.lines,
    ).toEqual([expect.objectContaining({ text: 'E Carl (inactief)' })]);
  });

  it('marks open, cancelled, absent and conflicting shifts in the chosen language', () => {
    const anna = { name: 'Anna de Vries', shortName: 'AdV' };
    const entries = [
      entry('2026-03-02', 0, null),
      entry('2026-03-02', 1, null, { isOptional: true }),
      entry('2026-03-02', 2, anna, { isCancelled: true }),
      entry('2026-03-03', 3, anna),
    ];
    const src = source(entries, {
      absences: [
        {
          id: 'a',
          staffId: 's-Anna de Vries',
          staffName: 'Anna de Vries',
          staffShortName: 'AdV',
          startDate: '2026-03-03',
          endDate: '2026-03-03',
          type: 'SICK',
        },
      ],
      conflicts: [{ entryId: 'e-2026-03-03-3' }],
    });
    const nl = buildPdfModel(src, { ...options, language: 'nl', showFullStaffNames: false, username: 'Jan' });
    const day = (m: PdfCalendarModel, date: string) =>
      m.months[0]!.weeks.flat().find((d) => d.date === date)!.lines;
    expect(nl.months[0]!.title).toBe('maart 2026');
    expect(day(nl, '2026-03-02').map((l) => [l.kind, l.text])).toEqual([
      ['open', 'E Open dienst'],
      ['open', 'E Open dienst (optioneel)'],
      ['cancelled', 'E AdV'],
    ]);
    expect(day(nl, '2026-03-03').map((l) => [l.kind, l.text, l.conflict])).toEqual([
      ['shift', '! E AdV', true],
      ['absence', 'Afwezig: AdV', false],
    ]);
    expect(nl.footer).toBe('Gegenereerd voor Jan op 10 maart 2026');
    const plain = buildPdfModel(src, { ...options, showAbsences: false, showConflicts: false });
    expect(day(plain, '2026-03-03').map((l) => l.text)).toEqual(['E Anna de Vries']);
    expect(plain.footer).toBe('Generated on 10 March 2026');
  });
});

describe('renderCalendarPdf', () => {
  it('ends a crowded cell with "+N more" when the month must fit one page', async () => {
    const pdf = await renderCalendarPdf(buildPdfModel(source(crowded), options));
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdfMediaBoxes(pdf)).toEqual([[0, 0, 841.89, 595.28]]);
    const lines = pdfTexts(pdf);
    const shown = lines.filter((l) => /^E Person \d\d$/.test(l));
    const more = lines.find((l) => /^\+\d+ more$/.test(l));
    expect(more).toBeDefined();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length + Number(/\d+/.exec(more!)![0])).toBe(40);
  });

  it('shows every line, on more pages if needed, without oneMonthPerPage', async () => {
    const many = Array.from({ length: 31 }, (_, d) =>
      Array.from({ length: 25 }, (_, i) =>
        entry(`2026-03-${String(d + 1).padStart(2, '0')}`, i, { name: `P${d}-${i}`, shortName: null }),
      ),
    ).flat();
    const pdf = await renderCalendarPdf(buildPdfModel(source(many), { ...options, oneMonthPerPage: false }));
    const lines = pdfTexts(pdf);
    expect(lines.filter((l) => /^E P\d+-\d+$/.test(l))).toHaveLength(31 * 25);
    expect(lines.some((l) => / more$/.test(l))).toBe(false);
    expect(pdfPageCount(pdf)).toBeGreaterThan(1);
    expect(lines.filter((l) => l === 'March 2026').length).toBe(pdfPageCount(pdf));
  });

  it('prints Turkish, Polish and Vietnamese names exactly as written (an embedded font, not WinAnsi)', async () => {
    const names = ['Fatma Yılmaz', 'Łukasz Wójcik', 'Nguyễn Thị Hương', 'Zoë Müller-Şahin'];
    const entries = names.map((name, i) => entry('2026-03-02', i, { name, shortName: null }));
    const pdf = await renderCalendarPdf(
      buildPdfModel(source(entries, { workspaceName: 'Oddział Łódź' }), options),
    );
    const lines = pdfTexts(pdf);
    for (const name of names) expect(lines).toContain(`E ${name}`);
    expect(lines).toContain('Oddział Łódź');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed/);
  });

  it('keeps the names of a busy day whole: smaller lines, two columns only when they fit, then "+N more"', async () => {
    const long = Array.from({ length: 14 }, (_, i) =>
      entry('2026-03-11', i, {
        name: `Maximiliaan Vandenberghe-Okonkwo ${String(i).padStart(2, '0')}`,
        shortName: null,
      }),
    );
    const lines = pdfTexts(await renderCalendarPdf(buildPdfModel(source(long), options)));
    const shown = lines.filter((l) => l.startsWith('E Max'));
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.every((l) => /^E Maximiliaan Vandenberghe-Okonkwo \d\d$/.test(l))).toBe(true);
    const more = lines.find((l) => /^\+\d+ more$/.test(l));
    expect(shown.length + Number(/\d+/.exec(more ?? '+0')![0])).toBe(14);

    // Nine short names: one column at a smaller size, every one shown.
    const nine = Array.from({ length: 9 }, (_, i) =>
      entry('2026-03-12', i, { name: `Anna de Vries ${i}`, shortName: null }),
    );
    const nineLines = pdfTexts(await renderCalendarPdf(buildPdfModel(source(nine), options)));
    expect(nineLines.filter((l) => /^E Anna de Vries \d$/.test(l))).toHaveLength(9);
    expect(nineLines.some((l) => l.endsWith('more'))).toBe(false);
  });

  it('says in the header whom and what a filtered calendar shows', async () => {
    const anna = { name: 'Anna de Vries', shortName: 'AdV' };
    const src = source([entry('2026-03-02', 0, anna)], {
      staff: [{ id: 's-Anna de Vries', name: 'Anna de Vries' }],
      shiftTypes: [{ id: early.id, name: 'Early' }],
    });
    const both = pdfTexts(
      await renderCalendarPdf(
        buildPdfModel(src, { ...options, staffId: 's-Anna de Vries', shiftTypeId: early.id }),
      ),
    );
    expect(both).toContain('Staff: Anna de Vries  ·  Shift type: Early');
    const nl = pdfTexts(
      await renderCalendarPdf(buildPdfModel(src, { ...options, language: 'nl', shiftTypeId: early.id })),
    );
    expect(nl).toContain('Diensttype: Early');
    const none = pdfTexts(await renderCalendarPdf(buildPdfModel(src, options)));
    expect(none.some((l) => l.startsWith('Staff:') || l.startsWith('Shift type:'))).toBe(false);
  });
});

describe('PdfWorkerPool', () => {
  const pool = new PdfWorkerPool(1);
  afterAll(() => pool.close());

  it('starts its thread on the first render, reuses it, and survives a failed job', async () => {
    expect(pool.threads).toBe(0);
    const model = buildPdfModel(source(crowded), options);
    const [a, b] = await Promise.all([pool.render(model), pool.render(model)]);
    expect(pool.threads).toBe(1);
    expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(b.equals(a)).toBe(true); // same model, same bytes: nothing depends on the clock
    const broken = {
      ...model,
      months: [{ month: '2026-03', title: 'x', weeks: [[{ date: '2026-03-01' }]] }],
    } as unknown as PdfCalendarModel;
    await expect(pool.render(broken)).rejects.toThrow(/PDF rendering failed/);
    expect((await pool.render(model)).equals(a)).toBe(true);
  });

  it('refuses work once closed', async () => {
    const closing = new PdfWorkerPool(1);
    await closing.render(buildPdfModel(source([]), options));
    await closing.close();
    expect(closing.threads).toBe(0);
    await expect(closing.render(buildPdfModel(source([]), options))).rejects.toThrow(/closed/);
  });

  it('closes at once while a render is running: the render fails, the threads are gone', async () => {
    const closing = new PdfWorkerPool(1);
    const model = buildPdfModel(source(crowded), options);
    await closing.render(model); // the thread is up
    const running = closing.render(model).catch((err: unknown) => err);
    const started = Date.now();
    await closing.close();
    expect(Date.now() - started).toBeLessThan(PDF_POOL_CLOSE_TIMEOUT_MS);
    expect(await running).toEqual(new Error('the PDF worker pool is closed'));
    expect(closing.threads).toBe(0);
  });

  // Aborting a running task ends its thread (piscina); one still queued is just dropped.
  it('a render past its timeout fails with a clear message', async () => {
    const slow = new PdfWorkerPool(1, 1);
    try {
      await expect(slow.render(buildPdfModel(source(crowded), options))).rejects.toThrow(
        'PDF rendering took longer than 1 ms',
      );
    } finally {
      await slow.close();
    }
  });
});
