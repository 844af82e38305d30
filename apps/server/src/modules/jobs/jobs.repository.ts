import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

/**
 * The one write of ours into pg-boss's table: a running job's progress, kept in its `output`
 * (the column pg-boss fills with the result when the job completes, docs/adr/0009-job-queue.md).
 * Only while the job is active, so a late report never overwrites a result.
 */
export async function recordProgress(
  db: DbOrTx,
  queue: string,
  jobId: string,
  progress: { done: number; total: number; message?: string },
): Promise<void> {
  await db.execute(
    sql`UPDATE pgboss.job SET output = jsonb_build_object('progress', ${JSON.stringify(progress)}::jsonb)
        WHERE name = ${queue} AND id = ${jobId}::uuid AND state = 'active'`,
  );
}
