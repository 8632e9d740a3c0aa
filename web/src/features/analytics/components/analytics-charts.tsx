/**
 * The analytics page's charts (a chunk of their own, loaded after the page's figures and tables): bars
 * drawn with CSS and SVG, no chart library. Each chart is hidden from screen readers: its card's table
 * (analytics-page.tsx) says the same figures.
 */

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** The value as shown ("12", "4.5 days"). */
  shown: string;
  /** The bar's colour class (default: the palette in turn). */
  colour?: string;
}

const COLOURS = ['bg-brand-700', 'bg-sky-600', 'bg-amber-500', 'bg-slate-500', 'bg-emerald-600', 'bg-rose-600'];

/** One horizontal bar per row, its length relative to the largest. */
export function HorizontalBars({ rows }: { rows: readonly BarRow[] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <div aria-hidden="true" className="space-y-2">
      {rows.map((row, index) => (
        // A phone: the name and the value on a line, the bar under them; wider: name, bar, value. The
        // name's column is the same width in every row (the bars start together) and a long name wraps
        // in it rather than being cut.
        <div key={row.key} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[12rem_1fr_auto]">
          <span className="break-words text-slate-700">{row.label}</span>
          <span className="order-last col-span-2 h-3 rounded-full bg-slate-100 sm:order-none sm:col-span-1">
            <span
              className={`block h-3 rounded-full ${row.colour ?? COLOURS[index % COLOURS.length] ?? 'bg-brand-700'}`}
              style={{ width: `${(row.value / max) * 100}%`, minWidth: row.value > 0 ? '0.5rem' : 0 }}
            />
          </span>
          <span className="text-right font-medium text-slate-900 tabular-nums sm:w-16">{row.shown}</span>
        </div>
      ))}
    </div>
  );
}

export interface ColumnGroup {
  key: string;
  /** Under the columns ("Dec", "janv."). */
  label: string;
  values: number[];
}

const SERIES_FILL = ['fill-brand-700', 'fill-amber-500', 'fill-sky-600'];
const SERIES_SWATCH = ['bg-brand-700', 'bg-amber-500', 'bg-sky-600'];

/** Columns per group (a month), one per series, with a legend; an SVG that scales to its width. */
export function Columns({ groups, series }: { groups: readonly ColumnGroup[]; series: readonly string[] }) {
  const max = Math.max(1, ...groups.flatMap((group) => group.values));
  const width = 600;
  const height = 180;
  const slot = width / Math.max(1, groups.length);
  const columnWidth = Math.min(18, (slot - 8) / Math.max(1, series.length));
  return (
    <div aria-hidden="true">
      {series.length > 1 ? (
        <div className="mb-2 flex flex-wrap gap-4 text-xs text-slate-600">
          {series.map((name, index) => (
            <span key={name} className="flex items-center gap-1.5">
              <span className={`h-2.5 w-2.5 rounded-sm ${SERIES_SWATCH[index] ?? 'bg-slate-500'}`} />
              {name}
            </span>
          ))}
        </div>
      ) : null}
      <svg viewBox={`0 0 ${width} ${height + 22}`} className="h-auto w-full" role="presentation">
        <line x1={0} x2={width} y1={height} y2={height} className="stroke-slate-200" strokeWidth={1} />
        {groups.map((group, groupIndex) => {
          const left = groupIndex * slot + (slot - columnWidth * series.length) / 2;
          return (
            <g key={group.key}>
              {group.values.map((value, seriesIndex) => {
                const barHeight = (value / max) * (height - 16);
                return (
                  <g key={seriesIndex}>
                    <rect
                      x={left + seriesIndex * columnWidth}
                      y={height - barHeight}
                      width={columnWidth - 2}
                      height={barHeight}
                      rx={2}
                      className={SERIES_FILL[seriesIndex] ?? 'fill-slate-500'}
                    />
                    {value > 0 ? (
                      <text x={left + seriesIndex * columnWidth + (columnWidth - 2) / 2} y={height - barHeight - 3} textAnchor="middle" className="fill-slate-600 text-[10px]">
                        {value}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <text x={groupIndex * slot + slot / 2} y={height + 15} textAnchor="middle" className="fill-slate-500 text-[11px]">
                {group.label}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
