import type { ShiftType, Staff } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';

type SkillsMatrixProps = {
  staff: readonly Staff[];
  shiftTypes: readonly ShiftType[];
  onToggle: (staff: Staff, shiftType: ShiftType, canWork: boolean) => void;
};

/**
 * Rows are staff, columns shift types in their order. It scrolls sideways on narrow screens with
 * the name column kept in view, so every cell stays a real checkbox in a real table.
 */
export function SkillsMatrix({ staff, shiftTypes, onToggle }: SkillsMatrixProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b bg-muted/40">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-muted px-3 py-2 text-left font-medium text-muted-foreground"
            >
              {t('staff.matrix.staffColumn')}
            </th>
            {shiftTypes.map((shiftType) => (
              <th key={shiftType.id} scope="col" className="min-w-20 px-2 py-2 text-center font-medium">
                <span className="inline-flex flex-col items-center gap-1">
                  <span
                    aria-hidden
                    className="size-3 rounded-full"
                    style={{ backgroundColor: shiftType.color }}
                  />
                  <span className="max-w-28 leading-tight">{shiftType.name}</span>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member.id} className="border-b last:border-b-0 hover:bg-muted/30">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-medium whitespace-nowrap"
              >
                {member.name}
                {!member.active && (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">
                    {t('staff.status.inactive')}
                  </span>
                )}
              </th>
              {shiftTypes.map((shiftType) => {
                const canWork = member.skills.some((s) => s.shiftTypeId === shiftType.id);
                return (
                  <td key={shiftType.id} className="px-2 py-1 text-center">
                    <label className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md hover:bg-accent">
                      <Checkbox
                        checked={canWork}
                        onCheckedChange={(checked) => onToggle(member, shiftType, checked === true)}
                        aria-label={t('staff.matrix.cellLabel', {
                          staff: member.name,
                          shiftType: shiftType.name,
                        })}
                        className="size-5"
                      />
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
