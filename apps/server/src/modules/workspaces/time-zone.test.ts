import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createWorkspaceWithAdmin } from '../../../test/factories';
import { timeZoneOf } from './workspaces.repository';

describe('timeZoneOf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the workspace's own zone, and the column default for a workspace that is gone", async () => {
    const { workspace } = await createWorkspaceWithAdmin(t.app);
    await t.database.db
      .update(workspaces)
      .set({ timeZone: 'America/New_York' })
      .where(eq(workspaces.id, workspace.id));
    expect(await timeZoneOf(t.database.db, workspace.id)).toBe('America/New_York');
    expect(await timeZoneOf(t.database.db, '00000000-0000-0000-0000-000000000000')).toBe('Europe/Amsterdam');
  });
});
