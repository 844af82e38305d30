import type { z } from 'zod';
import { deriveShortName, startOfWeek, todayInTimeZone } from '@openrota/domain';
import {
  DEFAULT_SHIFT_TYPE_COLOR,
  type ImportPatternBodySchema,
  type ImportResultSchema,
} from '@openrota/contracts';
import type { AppContext, RequestMeta, WorkspaceContext } from '../../context';
import { recordAudit } from '../audit/audit.service';
import * as importRepo from './import.repository';
import * as repo from './patterns.repository';
import { checkRows, invalidFormat, parseImportData, type NormalizedImport } from './import-format';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, msg, type LocalizedDetail } from '../../lib/app-error';
import { assertWithinPlanLimit } from '../licence/plan-limits';
import { timeZoneOf } from '../workspaces/workspaces.service';
import type { RuleFindings } from '../../lib/rule-violations';
import { checkRotationAssignment } from './assignment-check-hook';

type ImportBody = z.output<typeof ImportPatternBodySchema>;
type ImportResult = Omit<z.output<typeof ImportResultSchema>, 'warnings'>;
/** The import's answer, and the warnings of its assignments (hard violations acknowledged or not any). */
type Imported = { result: ImportResult; warnings: RuleFindings };

const key = (name: string) => name.trim().toLowerCase();

/**
 * Imports a rotation: shift types and staff are matched by name (case-insensitive) and created
 * when missing; assigned staff get the skill for their slots' shift types; then the pattern
 * with its slots and assignments. Everything runs in one transaction, so a file that fails any
 * check leaves the workspace as it was.
 */
export async function importPattern(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: ImportBody,
  meta: RequestMeta,
): Promise<Imported> {
  const file = parseImportData(body.data);
  checkRows(file);
  try {
    return await importInTransaction(ctx, ws, body, file, meta);
  } catch (err) {
    // Another request created a shift type of the same name meanwhile (unique index): nothing
    // of this import was kept, and trying again will reuse that shift type.
    if (isUniqueViolation(err)) throw AppError.conflict(msg('rotation.importChanged'));
    throw err;
  }
}

function importInTransaction(
  ctx: AppContext,
  ws: WorkspaceContext,
  body: ImportBody,
  file: NormalizedImport,
  meta: RequestMeta,
): Promise<Imported> {
  return ctx.db.transaction(async (tx) => {
    const wid = ws.workspaceId;
    const startDate = startOfWeek(
      body.startDate ?? todayInTimeZone(ctx.clock.now().getTime(), await timeZoneOf(tx, wid)),
    );
    const now = ctx.clock.now();

    const shiftTypeIds = new Map(
      (await importRepo.shiftTypesOfWorkspace(tx, wid)).map((t) => [key(t.name), t.id]),
    );
    const existingStaff = await importRepo.staffOfWorkspace(tx, wid);
    // Plan limits, before anything is created: the pattern, then the shift types and staff the file adds.
    await assertWithinPlanLimit(tx, wid, 'rotationPatterns');
    await assertWithinPlanLimit(
      tx,
      wid,
      'shiftTypes',
      new Set(file.shiftTypes.map((t) => key(t.name)).filter((k) => !shiftTypeIds.has(k))).size,
    );
    const staffNames = new Set(existingStaff.map((s) => key(s.name)));
    await assertWithinPlanLimit(
      tx,
      wid,
      'staff',
      new Set(file.staff.map((s) => key(s.name)).filter((k) => !staffNames.has(k))).size,
    );
    let order = await importRepo.maxShiftTypeOrder(tx, wid);
    let shiftTypesCreated = 0;
    for (const t of file.shiftTypes) {
      if (shiftTypeIds.has(key(t.name))) continue;
      const row = await importRepo.insertShiftType(tx, {
        workspaceId: wid,
        name: t.name,
        shortName: t.shortName || null,
        description: t.description || null,
        color: t.color ?? DEFAULT_SHIFT_TYPE_COLOR,
        startTime: t.startTime ?? null,
        endTime: t.endTime ?? null,
        order: ++order,
        createdAt: now,
        updatedAt: now,
      });
      shiftTypeIds.set(key(row.name), row.id);
      shiftTypesCreated++;
    }

    const staffByName = new Map<string, { id: string; name: string; active: boolean }>();
    for (const s of existingStaff) if (!staffByName.has(key(s.name))) staffByName.set(key(s.name), s);
    let staffCreated = 0;
    const details: LocalizedDetail[] = [];
    const skills = new Set(
      (await importRepo.skillsOfWorkspace(tx, wid)).map((s) => `${s.staffId}|${s.shiftTypeId}`),
    );
    const newSkills: Array<{ staffId: string; shiftTypeId: string }> = [];
    const addSkill = (staffId: string, shiftTypeId: string) => {
      if (skills.has(`${staffId}|${shiftTypeId}`)) return;
      skills.add(`${staffId}|${shiftTypeId}`);
      newSkills.push({ staffId, shiftTypeId });
    };
    for (const [i, s] of file.staff.entries()) {
      let member = staffByName.get(key(s.name));
      if (!member) {
        member = await importRepo.insertStaff(tx, {
          workspaceId: wid,
          name: s.name,
          shortName: s.shortName || deriveShortName(s.name) || null,
          email: s.email ?? null,
          phone: s.phone || null,
          active: s.active,
          createdAt: now,
          updatedAt: now,
        });
        staffByName.set(key(s.name), member);
        staffCreated++;
      }
      for (const skill of s.skills) {
        const typeId = shiftTypeIds.get(key(skill));
        if (typeId) addSkill(member.id, typeId);
        else
          details.push({
            field: `data.staff.${i}.skills`,
            message: msg('import.unknownShiftType', { name: skill }),
          });
      }
    }

    const resolved = file.rows.map((row) => {
      const shiftTypeId = shiftTypeIds.get(key(row.shiftType));
      if (!shiftTypeId)
        details.push({
          field: `${row.field}.shiftType`,
          message: msg('import.unknownShiftType', { name: row.shiftType }),
        });
      const member = row.staff ? staffByName.get(key(row.staff)) : undefined;
      if (row.staff && !member)
        details.push({
          field: `${row.field}.staff`,
          message: msg('import.unknownStaff', { name: row.staff }),
        });
      if (member && !member.active)
        details.push({
          field: `${row.field}.staff`,
          message: msg('rotation.staffInactive', { name: member.name }),
        });
      if (member && shiftTypeId) addSkill(member.id, shiftTypeId);
      return { row, shiftTypeId: shiftTypeId ?? '', staffId: member?.id ?? null };
    });
    // Throwing inside the transaction rolls back the shift types and staff created above.
    if (details.length) throw invalidFormat(details);

    await importRepo.insertSkills(
      tx,
      newSkills.map((s) => ({ workspaceId: wid, ...s })),
    );
    const pattern = await repo.insertPattern(tx, {
      workspaceId: wid,
      name: body.patternName,
      startDate,
      endDate: null,
      weekCount: file.weekCount,
      active: true,
      createdAt: now,
      updatedAt: now,
    });
    const withSlot = resolved.filter((r) => r.row.slot);
    const slots = await repo.insertSlots(
      tx,
      withSlot.map((r) => ({
        workspaceId: wid,
        rotationPatternId: pattern.id,
        weekNumber: r.row.week,
        dayOfWeek: r.row.day,
        shiftTypeId: r.shiftTypeId,
        requiredCount: 1,
        isOptional: r.row.optional,
      })),
    );
    const assignments = [
      ...withSlot.map((r, i) => ({ r, slotId: slots[i]!.id })),
      ...resolved.filter((r) => !r.row.slot).map((r) => ({ r, slotId: null })),
    ].filter(({ r }) => r.staffId);
    await repo.insertAssignments(
      tx,
      assignments.map(({ r, slotId }) => ({
        workspaceId: wid,
        rotationPatternId: pattern.id,
        rotationSlotId: slotId,
        staffId: r.staffId!,
        weekNumber: r.row.week,
        dayOfWeek: r.row.day,
        shiftTypeId: r.shiftTypeId,
      })),
    );

    // Checked like assignment writes (docs/product/working-time.md#where-the-checker-acts): a hard
    // violation throws here and rolls the whole import back, unless acknowledged.
    const rules = await checkRotationAssignment(ctx, tx, {
      workspaceId: wid,
      pattern,
      assignments: assignments.map(({ r }) => ({
        staffId: r.staffId!,
        weekNumber: r.row.week,
        dayOfWeek: r.row.day,
        shiftTypeId: r.shiftTypeId,
      })),
      acknowledge: body.acknowledgeViolations,
    });
    const stats = { shiftTypesCreated, staffCreated, assignmentsCreated: assignments.length };
    const message = `Imported "${pattern.name}": ${slots.length} requirements, ${stats.assignmentsCreated} assignments, ${shiftTypesCreated} new shift types, ${staffCreated} new staff`;
    await recordAudit(
      tx,
      {
        workspaceId: wid,
        userId: ws.userId,
        action: 'IMPORT',
        resource: 'ROTATION_PATTERN',
        resourceId: pattern.id,
        resourceName: pattern.name,
        description: `${message}${rules.auditNote}`,
        metadata: {
          ...stats,
          slotsCreated: slots.length,
          skillsAdded: newSkills.length,
          ...rules.auditMetadata,
        },
      },
      meta,
    );
    return {
      result: { success: true as const, message, rotationPatternId: pattern.id, stats },
      warnings: rules.warnings,
    };
  });
}
