import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { isTransaction } from './prepared';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('prepared reads', () => {
  it('tell a transaction, also a nested one, from the pool (a prepared read runs only on the pool)', async () => {
    expect(isTransaction(database.db)).toBe(false);
    await database.db.transaction(async (tx) => {
      expect(isTransaction(tx)).toBe(true);
      await tx.transaction(async (nested) => expect(isTransaction(nested)).toBe(true));
    });
  });
});
