import type { Language, User } from '@openrota/contracts';
import type { AppContext, RequestMeta } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findUser, toUserDto, updateUser } from '../auth/auth.service';

/** A user may change only their own account; another id answers 404. */
export async function updateLanguage(
  ctx: AppContext,
  actorId: string,
  userId: string,
  language: Language,
  meta: RequestMeta,
): Promise<User> {
  if (actorId !== userId) throw AppError.notFound('user');
  return ctx.db.transaction(async (tx) => {
    const before = await findUser(tx, userId);
    if (!before) throw AppError.notFound('user');
    const user = (await updateUser(tx, userId, { language, updatedAt: ctx.clock.now() }))!;
    if (before.language !== language) {
      await recordAudit(
        tx,
        {
          userId,
          action: 'UPDATE',
          resource: 'USER',
          resourceId: userId,
          resourceName: user.email,
          description: `Language changed from ${before.language} to ${language}`,
          metadata: { from: before.language, to: language },
        },
        meta,
      );
    }
    return toUserDto(user);
  });
}
