import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styles from './statistics.module.css';

/** Colours that stay apart for the common kinds of colour blindness (Okabe–Ito, darkened for white). */
const SERIES_COLORS = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#8c7a00',
  '#555555',
];
const ROW_HEIGHT = 30;
/** Characters of a category a horizontal chart's axis shows; the tooltip and the table show it whole. */
const AXIS_LABEL_CHARACTERS = 8;

const clipped = (text: string) =>
  [...text].length > AXIS_LABEL_CHARACTERS
    ? `${[...text].slice(0, AXIS_LABEL_CHARACTERS - 1).join('')}…`
    : text;
const AXIS_FONT = { fontSize: 12 };
/** Server rendering has no width to measure: it draws this wide and the browser resizes to fit. */
const SERVER_WIDTH = 640;

export type TChartSeries<TRow> = { key: keyof TRow & string; name: string };

/** How a chart draws its series. */
export type TStatisticsChartLook = {
  kind?: 'bar' | 'line';
  stacked?: boolean;
  /** Bars along the vertical axis: long names (units, steps, keywords) stay readable on a phone. */
  horizontal?: boolean;
  /** How the axis writes a category (shortened); the tooltip and the table keep it whole. */
  categoryTick?: (value: string) => string;
};

type TStatisticsChartProps<TRow> = TStatisticsChartLook & {
  title: string;
  rows: readonly TRow[];
  /** The field naming each bar or point (month, unit, status…). */
  category: keyof TRow & string;
  series: readonly TChartSeries<TRow>[];
};

/**
 * One statistics chart in SVG (recharts): bars or lines of a few series over categories. Its inline
 * style attributes are allowed by the page policy (style-src 'unsafe-inline'); it runs no inline script.
 */
export function StatisticsChart<TRow>({
  title,
  rows,
  category,
  series,
  kind = 'bar',
  stacked = false,
  horizontal = false,
  categoryTick,
}: TStatisticsChartProps<TRow>) {
  // Recharts reads fields by name; the typed props above already tie the names to the rows.
  const data = rows as unknown as Record<string, unknown>[];
  const categoryKey: string = category;
  const height = horizontal
    ? Math.max(160, rows.length * ROW_HEIGHT * (stacked ? 1 : Math.min(series.length, 2)) + 60)
    : 280;
  const shown = categoryTick ?? ((value: string) => value);
  const tickFormatter = horizontal
    ? (value: unknown) => clipped(shown(String(value)))
    : categoryTick && ((value: unknown) => categoryTick(String(value)));
  const legend = series.length > 1 ? <Legend wrapperStyle={AXIS_FONT} /> : null;
  return (
    <figure aria-label={title} className={styles.chart}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: SERVER_WIDTH, height }}>
        {kind === 'line' ? (
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey={categoryKey} tick={AXIS_FONT} tickFormatter={tickFormatter} minTickGap={8} />
            <YAxis allowDecimals={false} tick={AXIS_FONT} width={40} />
            <Tooltip />
            {legend}
            {series.map((line, index) => (
              <Line
                key={line.key}
                dataKey={line.key}
                name={line.name}
                stroke={SERIES_COLORS[index % SERIES_COLORS.length]}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart
            data={data}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" />
            {horizontal ? (
              <>
                <XAxis type="number" allowDecimals tick={AXIS_FONT} />
                <YAxis
                  type="category"
                  dataKey={categoryKey}
                  tick={AXIS_FONT}
                  tickFormatter={tickFormatter}
                  width={104}
                  interval={0}
                />
              </>
            ) : (
              <>
                <XAxis dataKey={categoryKey} tick={AXIS_FONT} tickFormatter={tickFormatter} minTickGap={8} />
                <YAxis allowDecimals={false} tick={AXIS_FONT} width={40} />
              </>
            )}
            <Tooltip />
            {legend}
            {series.map((bar, index) => (
              <Bar
                key={bar.key}
                dataKey={String(bar.key)}
                name={bar.name}
                fill={SERIES_COLORS[index % SERIES_COLORS.length]}
                isAnimationActive={false}
                {...(stacked ? { stackId: 'total' } : {})}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
