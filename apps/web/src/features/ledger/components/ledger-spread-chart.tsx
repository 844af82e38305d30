import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface SpreadPoint {
  name: string;
  value: number;
}

/** The recharts bars of the spread with the median as a line (its own lazily loaded chunk). */
export function LedgerSpreadChart({
  points,
  median,
  valueLabel,
  medianLabel,
}: {
  points: SpreadPoint[];
  median: number | null;
  valueLabel: string;
  medianLabel: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
      <BarChart data={points} margin={{ top: 16, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="name"
          tickLine={false}
          axisLine={false}
          fontSize={12}
          // Every name while they fit; with a large team recharts leaves some out (the tooltip and
          // the screen-reader table name everyone).
          interval={points.length > 12 ? 'preserveStartEnd' : 0}
          stroke="var(--color-muted-foreground)"
        />
        <YAxis
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          fontSize={12}
          stroke="var(--color-muted-foreground)"
        />
        <Tooltip
          formatter={(value) => [String(value), valueLabel]}
          contentStyle={{
            borderRadius: 8,
            borderColor: 'var(--color-border)',
            background: 'var(--color-card)',
            fontSize: 12,
          }}
        />
        <Bar dataKey="value" fill="var(--color-primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        {median !== null && (
          <ReferenceLine
            y={median}
            stroke="var(--color-destructive)"
            strokeDasharray="4 4"
            label={{ value: medianLabel, position: 'insideTopRight', fontSize: 12 }}
          />
        )}
      </BarChart>
    </ResponsiveContainer>
  );
}
