import type { AuditLog } from '@openrota/contracts';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test/test-i18n';
import { describeAuditLog } from './describe-audit-log';

const log = (overrides: Partial<AuditLog>): AuditLog => ({
  id: '00000000-0000-4000-9000-000000000001',
  createdAt: '2026-03-05T09:30:00.000Z',
  user: null,
  staff: null,
  action: 'CREATE',
  resource: 'SHIFT_TYPE',
  resourceName: 'Nacht',
  description: 'Shift type "Nacht" created',
  ipAddress: null,
  userAgent: null,
  ...overrides,
});

describe('describeAuditLog', () => {
  const nl = createTestI18n('nl').t;
  const en = createTestI18n('en').t;

  it('writes a Dutch sentence from the codes and the name, keeping the stored English as the original', () => {
    expect(describeAuditLog(log({}), nl, 'nl')).toEqual({
      text: 'Diensttype ‘Nacht’ aangemaakt',
      original: 'Shift type "Nacht" created',
    });
    expect(
      describeAuditLog(
        log({ action: 'UNASSIGN', resource: 'ROTATION_ASSIGNMENT', resourceName: 'Ward rota' }),
        nl,
        'nl',
      ).text,
    ).toBe('Toewijzing van roostertoewijzing ‘Ward rota’ ingetrokken');
    expect(
      describeAuditLog(log({ action: 'LOGIN', resource: 'AUTH', resourceName: 'sam@example.com' }), nl, 'nl')
        .text,
    ).toBe('Aangemeld');
    expect(
      describeAuditLog(log({ action: 'UPDATE', resource: 'SETTINGS', resourceName: null }), nl, 'nl').text,
    ).toBe('Instellingen gewijzigd');
  });

  it('keeps the stored description for English readers, and falls back to it for an unknown action', () => {
    expect(describeAuditLog(log({}), en, 'en')).toEqual({
      text: 'Shift type "Nacht" created',
      original: null,
    });
    expect(describeAuditLog(log({ action: 'ARCHIVE' }), nl, 'nl')).toEqual({
      text: 'Shift type "Nacht" created',
      original: null,
    });
  });
});
