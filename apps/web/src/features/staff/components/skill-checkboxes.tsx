import type { ShiftType } from '@openrota/contracts';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type SkillCheckboxesProps = {
  legend: string;
  /** Shift types (or any named items; the colour dot is left out without a colour). */
  shiftTypes: readonly (Pick<ShiftType, 'id' | 'name'> & { color?: string })[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/** A fieldset of shift type checkboxes, each with its colour. */
export function SkillCheckboxes({ legend, shiftTypes, selected, onChange }: SkillCheckboxesProps) {
  const id = useId();
  const toggle = (shiftTypeId: string, checked: boolean) =>
    onChange(checked ? [...selected, shiftTypeId] : selected.filter((s) => s !== shiftTypeId));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {shiftTypes.map((shiftType) => (
          <div key={shiftType.id} className="flex items-center gap-2.5 rounded-md border px-3 py-2">
            <Checkbox
              id={`${id}-${shiftType.id}`}
              checked={selected.includes(shiftType.id)}
              onCheckedChange={(checked) => toggle(shiftType.id, checked === true)}
            />
            {shiftType.color && (
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: shiftType.color }}
              />
            )}
            <Label htmlFor={`${id}-${shiftType.id}`} className="flex-1 cursor-pointer">
              {shiftType.name}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
