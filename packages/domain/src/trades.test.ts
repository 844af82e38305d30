import { describe, expect, it } from 'vitest';
import { tradeBlocks, tradeCandidates, type TradeMember, type TradeWorld } from './trades';
import { onlyRules, shift, TZ } from './working-time/test-helpers';

const early = (date: string, staffId: string, id: string) =>
  shift(date, '06:00', '14:00', 'Early', staffId, id);
const late = (date: string, staffId: string, id: string) =>
  shift(date, '16:00', '00:00', 'Late', staffId, id);
const night = (date: string, staffId: string, id: string) =>
  shift(date, '23:00', '07:00', 'Night', staffId, id);

const member = (id: string, skills = ['early', 'late', 'night'], active = true): TradeMember => ({
  id,
  active,
  skills,
});

function world(shifts: TradeWorld['shifts'], absences: TradeWorld['absences'] = []): TradeWorld {
  return {
    shifts,
    absences,
    rules: { contracts: [], ruleSets: [onlyRules(['dailyRest'])], timeZone: TZ },
  };
}

describe('tradeCandidates (give-away)', () => {
  const offered = early('2026-03-10', 'ann', 'offered');
  const members = [
    member('ann'),
    member('bob'),
    member('cat', ['late']),
    member('dan'),
    member('eve'),
    member('fay'),
    member('gus', ['early'], false),
  ];
  const shifts = [
    offered,
    // Eve works the late shift the evening before: 00:00 → 06:00 is 6 hours of rest, under even the shortened 8.
    late('2026-03-09', 'eve', 'eve-late'),
    // Fay works another shift that very day.
    late('2026-03-10', 'fay', 'fay-late'),
  ];
  const absences = [{ id: 'a1', staffId: 'dan', startDate: '2026-03-09', endDate: '2026-03-11' }];
  const found = tradeCandidates(
    { kind: 'GIVE_AWAY', offerer: member('ann'), offered, members },
    world(shifts, absences),
  );
  const byId = new Map(found.map((c) => [c.staffId, c]));

  it('lists every colleague but the offerer, each with its reason', () => {
    expect(found.map((c) => c.staffId)).toEqual(['bob', 'cat', 'dan', 'eve', 'fay', 'gus']);
    expect(byId.get('bob')).toMatchObject({ eligible: true, blocks: [] });
    expect(byId.get('cat')!.blocks.map((b) => b.reason)).toEqual(['NOT_QUALIFIED']);
    expect(byId.get('dan')!.blocks.map((b) => b.reason)).toEqual(['ABSENT']);
    expect(byId.get('fay')!.blocks[0]).toMatchObject({ reason: 'WORKING', otherShiftId: 'fay-late' });
    expect(byId.get('gus')!.blocks.map((b) => b.reason)).toEqual(['NOT_QUALIFIED']);
  });

  it('never offers the shift to a colleague whose rest it would break', () => {
    const eve = byId.get('eve')!;
    expect(eve.eligible).toBe(false);
    expect(eve.blocks[0]!.reason).toBe('BREAKS_RULE');
    expect(eve.blocks[0]!.violations.map((v) => v.ruleId)).toEqual(['dailyRest']);
  });

  it('asks the availability check, when given, before the rules', () => {
    const again = tradeCandidates(
      { kind: 'GIVE_AWAY', offerer: member('ann'), offered, members: [member('bob')] },
      world(shifts),
      (staffId, s) => staffId === 'bob' && s.date === '2026-03-10',
    );
    expect(again[0]!.blocks.map((b) => b.reason)).toEqual(['UNAVAILABLE']);
  });
});

describe('tradeBlocks (swap)', () => {
  it('checks both sides, each without the shift they give away', () => {
    // Ann's early on the 10th for Bob's early on the 11th: both fine.
    const offered = early('2026-03-10', 'ann', 'ann-e');
    const ret = early('2026-03-11', 'bob', 'bob-e');
    expect(
      tradeBlocks(
        { offerer: member('ann'), offered, taker: member('bob'), inReturn: ret },
        world([offered, ret]),
      ),
    ).toEqual([]);
  });

  it('a shift swapped for one the same day is no double booking', () => {
    const offered = early('2026-03-10', 'ann', 'ann-e');
    const ret = late('2026-03-10', 'bob', 'bob-l');
    expect(
      tradeBlocks(
        { offerer: member('ann'), offered, taker: member('bob'), inReturn: ret },
        world([offered, ret]),
      ),
    ).toEqual([]);
  });

  it('refuses the offerer side when taking the return breaks their rest', () => {
    // Ann works a late shift until midnight on the 10th; Bob's early on the 11th leaves her 6 hours.
    const offered = early('2026-03-12', 'ann', 'ann-e');
    const annNight = late('2026-03-10', 'ann', 'ann-n');
    const ret = early('2026-03-11', 'bob', 'bob-e');
    const blocks = tradeBlocks(
      { offerer: member('ann'), offered, taker: member('bob'), inReturn: ret },
      world([offered, annNight, ret]),
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ reason: 'BREAKS_RULE', staffId: 'ann', shiftId: 'bob-e' });
  });

  it('a swap candidate is eligible when one of their shifts fits', () => {
    const offered = early('2026-03-10', 'ann', 'ann-e');
    const found = tradeCandidates(
      {
        kind: 'SWAP',
        offerer: member('ann', ['early']),
        offered,
        members: [member('bob'), member('cat')],
        swapShifts: [night('2026-03-12', 'bob', 'bob-n'), early('2026-03-13', 'bob', 'bob-e')],
      },
      world([offered]),
    );
    expect(found[0]).toMatchObject({ staffId: 'bob', eligible: true });
    expect(found[0]!.options.map((o) => o.blocks.map((b) => b.reason))).toEqual([['NOT_QUALIFIED'], []]);
    expect(found[1]).toMatchObject({ staffId: 'cat', eligible: false, options: [] });
  });
});
