import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { smsOutbox } from '../../db/schema';

export async function insertOutboxSms(db: DbOrTx, values: typeof smsOutbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(smsOutbox).values(values).returning({ id: smsOutbox.id });
  return row!.id;
}

export async function updateOutboxSms(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof smsOutbox.$inferInsert>,
): Promise<void> {
  await db.update(smsOutbox).set(changes).where(eq(smsOutbox.id, id));
}
