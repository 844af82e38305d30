import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/database';

/**
 * Why a staff member's own sign-ins must end: they were deactivated, or the email or phone their
 * sign-in codes go to changed (whoever holds the old address must keep nothing).
 */
export type StaffAccessEndReason = 'deactivated' | 'contactChanged';

export interface StaffAccessEnded {
  workspaceId: string;
  staffId: string;
  reason: StaffAccessEndReason;
}

/** Runs inside the transaction of the staff change, with its `tx`: a failure rolls the change back. */
export type StaffAccessListener = (ctx: AppContext, tx: DbOrTx, event: StaffAccessEnded) => Promise<void>;

/** Per app (one AppContext each): tests build many apps in one process. */
const listeners = new WeakMap<AppContext, StaffAccessListener[]>();

/**
 * The staff module's deactivation hook: a module that gives staff members access of their own
 * (the staff portal's sessions and codes) registers here when the app is built, so that the staff
 * module, the master data, depends on no such module.
 */
export function onStaffAccessEnded(ctx: AppContext, listener: StaffAccessListener): void {
  listeners.set(ctx, [...(listeners.get(ctx) ?? []), listener]);
}

/** Called by the staff service in the transaction of the change; runs the listeners in turn. */
export async function staffAccessEnded(ctx: AppContext, tx: DbOrTx, event: StaffAccessEnded): Promise<void> {
  for (const listener of listeners.get(ctx) ?? []) await listener(ctx, tx, event);
}
