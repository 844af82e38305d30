import { ROLES, type Invitation, type Member, type Role } from '@openrota/contracts';
import { Trash2, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDateFormat } from '@/lib/dates';
import {
  useInvitations,
  useMembers,
  useRemoveMember,
  useRevokeInvitation,
  useUpdateMemberRole,
} from '../api/members-api';
import { InviteDialog } from './invite-dialog';

type Props = { workspaceId: string; workspaceName: string; currentUserId: string | null };

/** Members with their roles (change, remove), the invite dialog and the pending invitations. */
export function MembersSection({ workspaceId, workspaceName, currentUserId }: Props) {
  const { t } = useTranslation();
  const members = useMembers(workspaceId);
  const invitations = useInvitations(workspaceId);
  const updateRole = useUpdateMemberRole();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const { date } = useDateFormat();
  const fail = (error: unknown, fallback: string) =>
    toast.error(error instanceof Error && error.message ? error.message : fallback);

  const changeRole = (member: Member, role: Role) => {
    updateRole.mutate(
      { workspaceId, userId: member.userId, role, fallback: t('members.roleFailed') },
      {
        onSuccess: (r) => toast.success(r.message || t('members.roleChanged')),
        onError: (e) => fail(e, t('members.roleFailed')),
      },
    );
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { workspaceId, userId: removing.userId, fallback: t('members.removeFailed') },
      {
        onSuccess: (r) => toast.success(r.message || t('members.removed')),
        onError: (e) => fail(e, t('members.removeFailed')),
        onSettled: () => setRemoving(null),
      },
    );
  };
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(
      { workspaceId, invitationId: revoking.id, fallback: t('members.pending.revokeFailed') },
      {
        onSuccess: (r) => toast.success(r.message || t('members.pending.revoked')),
        onError: (e) => fail(e, t('members.pending.revokeFailed')),
        onSettled: () => setRevoking(null),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('members.title')}</CardTitle>
          <CardDescription>{t('members.description')}</CardDescription>
        </div>
        <Button onClick={() => setInviting(true)} className="max-sm:w-full">
          <UserPlus aria-hidden />
          {t('members.invite.open')}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        {members.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : members.isError ? (
          <Alert variant="destructive">{members.error.message || t('members.loadFailed')}</Alert>
        ) : (
          <Table aria-label={t('members.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('members.columns.name')}</TableHead>
                <TableHead>{t('members.columns.email')}</TableHead>
                <TableHead>{t('members.columns.role')}</TableHead>
                <TableHead>{t('members.columns.joined')}</TableHead>
                <TableHead className="text-right">{t('members.columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.data.map((member) => (
                <TableRow key={member.userId}>
                  <TableCell label={t('members.columns.name')} className="font-medium">
                    <span className="min-w-0 truncate">
                      {member.name}
                      {member.userId === currentUserId && (
                        <span className="text-muted-foreground"> {t('members.you')}</span>
                      )}
                    </span>
                  </TableCell>
                  <TableCell label={t('members.columns.email')}>
                    <span className="min-w-0 truncate">{member.email}</span>
                  </TableCell>
                  <TableCell label={t('members.columns.role')}>
                    <NativeSelect
                      aria-label={t('members.roleOf', { name: member.name })}
                      value={member.role}
                      disabled={updateRole.isPending}
                      onChange={(e) => changeRole(member, e.target.value as Role)}
                      className="w-36"
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`members.roles.${role}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  </TableCell>
                  <TableCell label={t('members.columns.joined')}>{date(member.joinedAt)}</TableCell>
                  <TableCell className="text-right max-sm:justify-end">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setRemoving(member)}
                      aria-label={t('members.removeOf', { name: member.name })}
                    >
                      <Trash2 aria-hidden />
                      <span className="sm:sr-only">{t('members.remove')}</span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}

        <section aria-labelledby="pending-invitations" className="grid gap-3">
          <h3 id="pending-invitations" className="text-base font-semibold">
            {t('members.pending.title')}
          </h3>
          {invitations.isError ? (
            <Alert variant="destructive">{invitations.error.message || t('members.loadFailed')}</Alert>
          ) : !invitations.data || invitations.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {invitations.isPending ? t('common.loading') : t('members.pending.empty')}
            </p>
          ) : (
            <ul className="grid gap-2">
              {invitations.data.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <span className="truncate font-medium">{invitation.email}</span>
                    <span className="text-xs text-muted-foreground">
                      {t(`members.roles.${invitation.role}`)} ·{' '}
                      {invitation.expired
                        ? t('members.pending.expired')
                        : t('members.pending.expires', { date: date(invitation.expiresAt) })}
                    </span>
                  </div>
                  <div className="flex items-center gap-2">
                    {invitation.expired && <Badge variant="muted">{t('members.pending.expiredBadge')}</Badge>}
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRevoking(invitation)}
                      aria-label={t('members.pending.revokeOf', { email: invitation.email })}
                    >
                      <X aria-hidden />
                      {t('members.pending.revoke')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>

      <InviteDialog open={inviting} onOpenChange={setInviting} workspaceId={workspaceId} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('members.removeTitle')}
        description={t('members.removeBody', { name: removing?.name ?? '', workspace: workspaceName })}
        confirmLabel={t('members.remove')}
        onConfirm={confirmRemove}
        isPending={remove.isPending}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('members.pending.revokeTitle')}
        description={t('members.pending.revokeBody', { email: revoking?.email ?? '' })}
        confirmLabel={t('members.pending.revoke')}
        onConfirm={confirmRevoke}
        isPending={revoke.isPending}
      />
    </Card>
  );
}
