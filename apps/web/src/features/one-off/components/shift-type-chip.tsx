import type { ScheduleEntry } from '@openrota/contracts';
import { textColorFor } from '@/components/schedule/shift-badge';

/** The shift type as a badge in its own colour (text black or white by luminance). */
export function ShiftTypeChip({ shiftType }: { shiftType: ScheduleEntry['shiftType'] }) {
  return (
    <span
      className="inline-flex max-w-full items-center truncate rounded border px-2 py-0.5 text-xs font-semibold"
      style={{
        backgroundColor: shiftType.color,
        color: textColorFor(shiftType.color),
        borderColor: shiftType.color,
      }}
      title={
        shiftType.startTime && shiftType.endTime
          ? `${shiftType.name} ${shiftType.startTime}–${shiftType.endTime}`
          : shiftType.name
      }
    >
      {shiftType.name}
    </span>
  );
}
