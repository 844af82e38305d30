import { cn } from '@/lib/utils';

type Props = {
  legend: string;
  options: { value: number; label: string }[];
  selected: number[];
  onChange: (values: number[]) => void;
  presets: { label: string; values: number[] }[];
};

/** A group of toggle buttons (aria-pressed) with quick selections such as all / weekdays / clear. */
export function ToggleChips({ legend, options, selected, onChange, presets }: Props) {
  const toggle = (value: number) =>
    onChange(
      selected.includes(value)
        ? selected.filter((v) => v !== value)
        : [...selected, value].sort((a, b) => a - b),
    );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 flex w-full flex-wrap items-center justify-between gap-2 text-sm font-medium">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {presets.map((preset) => (
          <button
            key={preset.label}
            type="button"
            className="cursor-pointer rounded-md px-2 py-1 text-xs font-medium text-primary hover:bg-secondary"
            onClick={() => onChange(preset.values)}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const isOn = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={isOn}
              onClick={() => toggle(option.value)}
              className={cn(
                'min-w-11 cursor-pointer rounded-md border px-2.5 py-1.5 text-sm transition-colors',
                isOn ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-secondary',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
