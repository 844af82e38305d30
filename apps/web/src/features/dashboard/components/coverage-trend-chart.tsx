import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CoveragePoint } from '@openrota/domain';

/** One day of the chart: the domain's coverage figures and the axis label. */
export type TrendPoint = CoveragePoint & { label: string };

/** The recharts area chart of the coverage trend (its own lazily loaded chunk). */
export function CoverageTrendChart({
  points,
  coverageLabel,
}: {
  points: TrendPoint[];
  coverageLabel: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 192 }}>
      <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <defs>
          <linearGradient id="coverage-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          fontSize={12}
          stroke="var(--color-muted-foreground)"
        />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 50, 100]}
          tickFormatter={(v: number) => `${v}%`}
          tickLine={false}
          axisLine={false}
          fontSize={12}
          stroke="var(--color-muted-foreground)"
        />
        <Tooltip
          formatter={(value) => [`${String(value)}%`, coverageLabel]}
          contentStyle={{
            borderRadius: 8,
            borderColor: 'var(--color-border)',
            background: 'var(--color-card)',
            fontSize: 12,
          }}
        />
        <Area
          type="monotone"
          dataKey="coverage"
          stroke="var(--color-primary)"
          strokeWidth={2}
          fill="url(#coverage-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
