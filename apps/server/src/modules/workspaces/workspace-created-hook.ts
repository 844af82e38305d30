import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';

export interface WorkspaceCreated {
  workspaceId: string;
  /** The user who created it (its first admin). */
  userId: string;
}

/** Runs inside the transaction that creates the workspace, with its `tx`: a failure rolls the creation back. */
export type WorkspaceCreatedListener = (
  ctx: AppContext,
  tx: DbOrTx,
  event: WorkspaceCreated,
) => Promise<void>;

/** Per app (one AppContext each): tests build many apps in one process. */
const listeners = new WeakMap<AppContext, WorkspaceCreatedListener[]>();

/**
 * The workspaces module's creation hook: a module that gives every new workspace data of its own
 * (the working-time module's default rule set and holidays) registers here when the app is built,
 * so that the workspaces module, the master data, depends on no such module. A restore from a
 * backup does not call it: the backup module restores that data itself.
 */
export function onWorkspaceCreated(ctx: AppContext, listener: WorkspaceCreatedListener): void {
  listeners.set(ctx, [...(listeners.get(ctx) ?? []), listener]);
}

/** Called by the workspaces service in the transaction of the creation; runs the listeners in turn. */
export async function workspaceCreated(ctx: AppContext, tx: DbOrTx, event: WorkspaceCreated): Promise<void> {
  for (const listener of listeners.get(ctx) ?? []) await listener(ctx, tx, event);
}
