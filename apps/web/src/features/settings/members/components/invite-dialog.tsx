import { ROLES, type Role } from '@openrota/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { useCreateInvitation } from '../api/members-api';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; workspaceId: string };

/** Email and role; the invitee gets a mail with a link valid for 7 days. */
export function InviteDialog({ open, onOpenChange, workspaceId }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('members.invite.title')}</DialogTitle>
          <DialogDescription>{t('members.invite.description')}</DialogDescription>
        </DialogHeader>
        {open && <InviteForm workspaceId={workspaceId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ workspaceId, onDone }: { workspaceId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('STAFF');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateInvitation();
  const roleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = !address
      ? 'members.invite.emailRequired'
      : EMAIL_RE.test(address)
        ? null
        : 'members.invite.emailInvalid';
    setError(problem);
    if (problem) return;
    try {
      const response = await create.mutateAsync({
        workspaceId,
        body: { email: address, role },
        fallback: t('members.invite.failed'),
      });
      toast.success(response.message || t('members.invite.sent', { email: address }));
      onDone();
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : t('members.invite.failed'));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormField
        type="email"
        label={t('members.invite.email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error ? t(error) : null}
        autoFocus
        autoComplete="off"
      />
      <Field id={roleId} label={t('members.invite.role')}>
        <NativeSelect id={roleId} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`members.roles.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t('members.invite.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
