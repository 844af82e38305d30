import type { ShiftType, Staff } from '@openrota/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { staffKeys } from '@/lib/master-data/staff';
import { applySkillProfile } from '../lib/apply-skill-profile';
import { SkillCheckboxes } from './skill-checkboxes';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  staff: readonly Staff[];
  shiftTypes: readonly ShiftType[];
};
type Message = { variant: 'destructive' | 'success'; text: string };

/** Applies one set of skills to many members: tab 1 picks the skills (and replace mode), tab 2 the staff. */
export function ApplySkillProfileDialog({ open, onOpenChange, staff, shiftTypes }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('skills');
  const [skills, setSkills] = useState<string[]>([]);
  const [staffIds, setStaffIds] = useState<string[]>([]);
  const [replace, setReplace] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [isPending, setIsPending] = useState(false);

  const apply = async () => {
    if (skills.length === 0)
      return setMessage({ variant: 'destructive', text: t('staff.profile.noSkillsSelected') });
    if (staffIds.length === 0)
      return setMessage({ variant: 'destructive', text: t('staff.profile.noStaffSelected') });
    setMessage(null);
    setIsPending(true);
    try {
      const result = await applySkillProfile(
        staff.filter((s) => staffIds.includes(s.id)),
        skills,
        replace,
      );
      if (result.added === 0 && result.failed > 0)
        setMessage({ variant: 'destructive', text: t('staff.profile.failed') });
      else {
        const text = t('staff.profile.success', {
          skills: t('staff.profile.successSkills', { count: result.added }),
          staff: t('staff.profile.successStaff', { count: result.staff }),
          skipped: t('staff.profile.successSkipped', { count: result.skipped }),
        });
        setMessage({ variant: 'success', text });
      }
    } catch (error) {
      console.error('Applying the skill profile failed', error);
      setMessage({ variant: 'destructive', text: t('staff.profile.error') });
    } finally {
      setIsPending(false);
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('staff.profile.title')}</DialogTitle>
          <DialogDescription>{t('staff.profile.description')}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="skills">{t('staff.profile.tabSkills')}</TabsTrigger>
            <TabsTrigger value="staff">{t('staff.profile.tabStaff')}</TabsTrigger>
          </TabsList>
          <TabsContent value="skills" className="grid gap-4">
            <SkillCheckboxes
              legend={t('staff.profile.skillsLegend')}
              shiftTypes={shiftTypes}
              selected={skills}
              onChange={setSkills}
            />
            <div className="flex items-start gap-3">
              <Checkbox
                id="profile-replace"
                checked={replace}
                onCheckedChange={(c) => setReplace(c === true)}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor="profile-replace">{t('staff.profile.replace')}</Label>
                <p className="text-xs text-muted-foreground">{t('staff.profile.replaceHint')}</p>
              </div>
            </div>
          </TabsContent>
          <TabsContent value="staff" className="grid gap-3">
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setStaffIds(staff.map((s) => s.id))}>
                {t('staff.profile.selectAll')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setStaffIds([])}>
                {t('staff.profile.clear')}
              </Button>
            </div>
            <SkillCheckboxes
              legend={t('staff.profile.staffLegend')}
              shiftTypes={staff}
              selected={staffIds}
              onChange={setStaffIds}
            />
          </TabsContent>
        </Tabs>
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          {tab === 'skills' && (
            <Button variant="secondary" onClick={() => setTab('staff')}>
              {t('staff.profile.next')}
            </Button>
          )}
          <Button onClick={() => void apply()} disabled={isPending}>
            {isPending ? t('staff.profile.applying') : t('staff.profile.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
