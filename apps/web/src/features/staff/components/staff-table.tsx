import type { Staff } from '@openrota/contracts';
import { BadgeCheck, CalendarClock, FileText, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { useContractsInForce } from '@/lib/master-data/contracts';
import { ContractHoursCell } from './contract-hours-cell';

type StaffTableProps = {
  staff: readonly Staff[];
  onEdit: (staff: Staff) => void;
  onSkills: (staff: Staff) => void;
  onDelete: (staff: Staff) => void;
  /** Planners only: the Contract column and action (STAFF may read only their own contract). */
  onContract?: (staff: Staff) => void;
  /** Planners only: the member's availability (week, exceptions, pending changes). */
  onAvailability?: (staff: Staff) => void;
};

/** Name, phone, status, skills count, email, contract hours (planners) and actions; stacked cards on phones. */
export function StaffTable({
  staff,
  onEdit,
  onSkills,
  onDelete,
  onContract,
  onAvailability,
}: StaffTableProps) {
  const { t } = useTranslation();
  const today = useWorkspaceToday();
  // One read for the whole Contract column (planners only: STAFF have no column to fill).
  const { data: contracts } = useContractsInForce(today, Boolean(onContract));
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('staff.columns.name')}</TableHead>
          <TableHead>{t('staff.columns.phone')}</TableHead>
          <TableHead>{t('staff.columns.status')}</TableHead>
          <TableHead>{t('staff.columns.skills')}</TableHead>
          <TableHead>{t('staff.columns.email')}</TableHead>
          {onContract && <TableHead>{t('staff.columns.contract')}</TableHead>}
          <TableHead className="text-right">{t('staff.columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {staff.map((member) => (
          <TableRow key={member.id}>
            <TableCell className="font-medium max-sm:text-base">
              {member.name}
              {member.shortName && (
                <span className="ml-2 text-xs font-normal text-muted-foreground">{member.shortName}</span>
              )}
            </TableCell>
            <TableCell label={t('staff.columns.phone')}>
              {member.phone ? (
                <a href={`tel:${member.phone}`} className="hover:underline">
                  {member.phone}
                </a>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell label={t('staff.columns.status')}>
              <span
                className={cn(
                  'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
                  member.active ? 'bg-green-100 text-green-800' : 'bg-muted text-muted-foreground',
                )}
              >
                {t(member.active ? 'staff.status.active' : 'staff.status.inactive')}
              </span>
            </TableCell>
            <TableCell label={t('staff.columns.skills')}>
              {t('staff.skillsCount', { count: member.skills.length })}
            </TableCell>
            <TableCell label={t('staff.columns.email')} className="break-all">
              {member.email ?? '—'}
            </TableCell>
            {onContract && (
              <TableCell label={t('staff.columns.contract')}>
                <ContractHoursCell contract={contracts?.get(member.id)} />
              </TableCell>
            )}
            <TableCell className="text-right whitespace-nowrap max-sm:justify-end">
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onEdit(member)}
                aria-label={t('staff.actions.edit', { name: member.name })}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onSkills(member)}
                aria-label={t('staff.actions.skills', { name: member.name })}
              >
                <BadgeCheck aria-hidden />
              </Button>
              {onContract && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onContract(member)}
                  aria-label={t('staff.actions.contract', { name: member.name })}
                >
                  <FileText aria-hidden />
                </Button>
              )}
              {onAvailability && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onAvailability(member)}
                  aria-label={t('availability.manage.action', { name: member.name })}
                >
                  <CalendarClock aria-hidden />
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onDelete(member)}
                aria-label={t('staff.actions.delete', { name: member.name })}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
