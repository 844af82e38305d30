import type { ShiftType, Staff } from '@openrota/contracts';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/sonner';
import { useAddStaffSkill } from '../api/add-staff-skill';
import { useRemoveStaffSkill } from '../api/remove-staff-skill';

type StaffSkillsDialogProps = {
  staff: Staff | null;
  shiftTypes: readonly ShiftType[];
  onOpenChange: (open: boolean) => void;
  onBulkAdd: (staff: Staff) => void;
};

/** One member's skills: remove any, add one of the shift types not yet held. */
export function StaffSkillsDialog({ staff, shiftTypes, onOpenChange, onBulkAdd }: StaffSkillsDialogProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddStaffSkill();
  const remove = useRemoveStaffSkill();
  const held = staff?.skills.map((s) => s.shiftTypeId) ?? [];
  const available = shiftTypes.filter((s) => !held.includes(s.id));

  const addSkill = () => {
    if (!staff) return;
    if (!selected) return setError(t('staff.skills.selectSkillRequired'));
    setError(null);
    add.mutate(
      { staffId: staff.id, shiftTypeId: selected },
      {
        onSuccess: () => setSelected(''),
        onError: (e) => toast.error(e.message || t('staff.errors.skillAddFailed')),
      },
    );
  };

  return (
    <Dialog open={staff !== null} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('staff.skills.title', { name: staff?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('staff.skills.description')}</DialogDescription>
        </DialogHeader>
        {staff && staff.skills.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('staff.skills.none')}</p>
        )}
        <ul className="flex flex-wrap gap-2">
          {staff?.skills.map((skill) => (
            <li
              key={skill.id}
              className="inline-flex items-center gap-1.5 rounded-full border py-1 pr-1 pl-3 text-sm"
            >
              <span
                aria-hidden
                className="size-2.5 rounded-full"
                style={{ backgroundColor: skill.shiftType.color }}
              />
              {skill.shiftType.name}
              <Button
                variant="ghost"
                size="icon"
                className="size-6 rounded-full"
                aria-label={t('staff.skills.remove', { skill: skill.shiftType.name })}
                onClick={() =>
                  remove.mutate(
                    { staffId: staff.id, skillId: skill.id },
                    { onError: (e) => toast.error(e.message || t('staff.errors.skillRemoveFailed')) },
                  )
                }
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        {available.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('staff.skills.allHeld')}</p>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="staff-skill-select">{t('staff.skills.addLabel')}</Label>
            <div className="flex gap-2">
              <Select
                value={selected}
                onValueChange={(v) => {
                  setSelected(v);
                  setError(null);
                }}
              >
                <SelectTrigger
                  id="staff-skill-select"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'staff-skill-error' : undefined}
                >
                  <SelectValue placeholder={t('staff.skills.placeholder')} />
                </SelectTrigger>
                <SelectContent>
                  {available.map((s) => (
                    <SelectItem key={s.id} value={s.id}>
                      {s.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Button onClick={addSkill} disabled={add.isPending}>
                <Plus aria-hidden />
                {t('staff.skills.add')}
              </Button>
            </div>
            {error && (
              <p id="staff-skill-error" role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <Button
              variant="link"
              className="justify-self-start px-0"
              onClick={() => staff && onBulkAdd(staff)}
            >
              {t('staff.skills.bulkAdd')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
