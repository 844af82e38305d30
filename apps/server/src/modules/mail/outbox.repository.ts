import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export async function insertOutboxMail(db: DbOrTx, values: typeof mailOutbox.$inferInsert): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id });
  return row!.id;
}

export async function updateOutboxMail(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof mailOutbox.$inferInsert>,
): Promise<void> {
  await db.update(mailOutbox).set(changes).where(eq(mailOutbox.id, id));
}
