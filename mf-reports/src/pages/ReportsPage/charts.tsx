// The reports' charts (D26), drawn in SVG by hand: stacked columns per month and horizontal bars.
// Each is an image with a text alternative (its `label` and a sentence per column or bar); the
// numbers themselves are in the table beside it. Colours are the kit's theme tokens (light and dark).
import { focusRing } from '@ppp/ui';
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { ChartColumn } from './reportData.ts';

export interface ChartSeries<Series extends string> {
  key: Series;
  label: string;
  /** A token of the kit's theme colours. */
  color: string;
}

const StyledFigure = styled.figure`
  margin: 0;
  min-width: 0;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }

  text {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.fonts.body};
  }
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const StyledSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
`;

/**
 * The drawing at no less than its own width (`width`, the viewBox's), so its 10–11 px text stays
 * readable: a narrower column (a 390 px phone) scrolls it sideways inside the figure, reachable by
 * keyboard; a wider one stretches it.
 */
const StyledCanvas = styled.div<{ $width: number }>`
  overflow-x: auto;

  svg {
    min-width: ${({ $width }) => $width}px;
  }

  ${focusRing}
`;

/** The canvas of a drawing `width` wide: a keyboard stop only while it scrolls. */
function ChartCanvas({ width, children }: { width: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(canvas.scrollWidth > canvas.clientWidth));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);
  return (
    <StyledCanvas ref={ref} $width={width} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </StyledCanvas>
  );
}

/** A round upper end of the scale: 1, 2, 5 × 10ⁿ above the largest value. */
export function niceMax(value: number) {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

export interface ColumnChartProps<Series extends string> {
  /** What the chart shows, its accessible name: 'Liczba wycen według miesięcy i statusów'. */
  label: string;
  columns: ChartColumn<Series>[];
  series: ChartSeries<Series>[];
  /** A value as the text alternative and the scale say it. */
  format: (value: number) => string;
  /** The scale's top when fixed (100 for percentages). */
  max?: number;
  /** Parts side by side instead of stacked (the win rate of each kind). */
  grouped?: boolean;
}

const HEIGHT = 180;
const AXIS = 44;
const BOTTOM = 22;

/** Columns per month, their parts stacked (or grouped) by series. */
export function ColumnChart<Series extends string>({
  label,
  columns,
  series,
  format,
  max,
  grouped = false,
}: ColumnChartProps<Series>) {
  const theme = useTheme();
  const descriptionId = useId();
  const colorOf = (key: Series) => series.find((entry) => entry.key === key)?.color ?? theme.colors.primary;
  const shown = series.filter((entry) =>
    columns.some((column) => column.parts.some((part) => part.series === entry.key && part.value)),
  );
  const top =
    max ??
    niceMax(
      Math.max(
        0,
        ...columns.map((column) =>
          grouped
            ? Math.max(0, ...column.parts.map((part) => part.value))
            : column.parts.reduce((sum, part) => sum + part.value, 0),
        ),
      ),
    );
  const slot = 44;
  // The scale's labels set the axis's width (about 6 px a character at 10 px), so '200 000,00 zł' fits.
  const axis = Math.max(
    AXIS,
    12 + 6 * Math.max(...[0, 0.5, 1].map((fraction) => format(top * fraction).length)),
  );
  const width = axis + Math.max(columns.length, 6) * slot;
  const plot = HEIGHT - BOTTOM;
  const y = (value: number) => plot - (value / top) * (plot - 8);
  const description = columns
    .map(
      (column) =>
        `${column.label}: ${
          column.parts
            .filter((part) => part.value)
            .map(
              (part) =>
                `${series.find((entry) => entry.key === part.series)?.label ?? part.series} ${format(part.value)}`,
            )
            .join(', ') || 'brak'
        }`,
    )
    .join('; ');
  const visibleParts = (column: ChartColumn<Series>) =>
    column.parts.filter((part) => shown.some((entry) => entry.key === part.series));
  return (
    <StyledFigure>
      <ChartCanvas width={width}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={label}
          aria-describedby={descriptionId}
        >
          <desc id={descriptionId}>{description}</desc>
          {[0, 0.5, 1].map((fraction) => (
            <g key={fraction}>
              <line
                x1={axis}
                x2={width}
                y1={y(top * fraction)}
                y2={y(top * fraction)}
                stroke={theme.colors.border}
                strokeWidth={1}
              />
              <text x={axis - 6} y={y(top * fraction) + 4} textAnchor="end" fontSize={10}>
                {format(top * fraction)}
              </text>
            </g>
          ))}
          {columns.map((column, index) => {
            const x = axis + index * slot + 8;
            const parts = visibleParts(column);
            const barWidth = grouped ? (slot - 16) / Math.max(parts.length, 1) : slot - 16;
            let stacked = 0;
            return (
              <g key={column.label}>
                {parts.map((part, partIndex) => {
                  if (!part.value) return null;
                  const from = grouped ? 0 : stacked;
                  stacked += part.value;
                  const to = grouped ? part.value : stacked;
                  return (
                    <rect
                      key={part.series}
                      x={grouped ? x + partIndex * barWidth : x}
                      y={y(to)}
                      width={barWidth}
                      height={Math.max(y(from) - y(to), 1)}
                      fill={colorOf(part.series)}
                    />
                  );
                })}
                <text x={x + (slot - 16) / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={10}>
                  {column.label.slice(0, 2)}.{column.label.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
      </ChartCanvas>
      <Legend series={shown} />
    </StyledFigure>
  );
}

function Legend<Series extends string>({ series }: { series: ChartSeries<Series>[] }) {
  if (series.length < 2) return null;
  return (
    <StyledLegend aria-hidden="true">
      {series.map((entry) => (
        <li key={entry.key}>
          <StyledSwatch $color={entry.color} />
          {entry.label}
        </li>
      ))}
    </StyledLegend>
  );
}

export interface BarChartProps {
  label: string;
  bars: { key: string; label: string; value: number; color?: string }[];
  format: (value: number) => string;
}

const ROW = 26;
const LABEL_WIDTH = 150;
/** About 7 px a character at 11 px in the widest sans fonts (DejaVu's digits): this errs wide. */
const CHAR_WIDTH = 7;
/** The room an amount after its bar takes: its gap and its characters. */
export const amountWidth = (text: string) => 6 + text.length * CHAR_WIDTH;

/** The narrowest a bar chart is drawn: below it, its canvas scrolls. */
const BAR_CHART_MIN = 320;

/**
 * The width a drawing of `ref`'s element gets: the element's own (at least `min`), so the drawing is
 * laid out at one to one, its text at its size and nothing past the edge; `fallback` until measured.
 */
function useFittedWidth(ref: RefObject<HTMLElement | null>, min: number, fallback: number) {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(Math.max(min, Math.floor(element.clientWidth)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, min]);
  return width;
}

/**
 * Horizontal bars, one per row (a kind, a catalogue item, an API key), longest on the scale of the
 * largest, drawn as wide as their place (the amounts after the bars are never cut by the edge).
 */
export function BarChart({ label, bars, format }: BarChartProps) {
  const theme = useTheme();
  const descriptionId = useId();
  const figureRef = useRef<HTMLElement>(null);
  const width = useFittedWidth(figureRef, BAR_CHART_MIN, 480);
  const top = Math.max(0, ...bars.map((bar) => bar.value)) || 1;
  // The longest bar leaves room for the widest amount ('120 536,00'), so none is cut at the edge.
  const plot = width - LABEL_WIDTH - Math.max(90, ...bars.map((bar) => amountWidth(format(bar.value))));
  // 20 characters fit the label column, the whole name is the title.
  const shorten = (text: string) => (text.length > 20 ? `${text.slice(0, 19)}…` : text);
  return (
    <StyledFigure ref={figureRef}>
      <ChartCanvas width={width}>
        <svg
          viewBox={`0 0 ${width} ${Math.max(bars.length, 1) * ROW + 4}`}
          role="img"
          aria-label={label}
          aria-describedby={descriptionId}
        >
          <desc id={descriptionId}>{bars.map((bar) => `${bar.label}: ${format(bar.value)}`).join('; ')}</desc>
          {bars.map((bar, index) => {
            const y = index * ROW + 4;
            const length = Math.max((bar.value / top) * plot, bar.value ? 2 : 0);
            return (
              <g key={bar.key}>
                <text x={LABEL_WIDTH - 8} y={y + 14} textAnchor="end" fontSize={11}>
                  <title>{bar.label}</title>
                  {shorten(bar.label)}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={y + 3}
                  width={length}
                  height={ROW - 10}
                  rx={2}
                  fill={bar.color ?? theme.colors.primary}
                />
                <text x={LABEL_WIDTH + length + 6} y={y + 14} fontSize={11}>
                  {format(bar.value)}
                </text>
              </g>
            );
          })}
        </svg>
      </ChartCanvas>
    </StyledFigure>
  );
}
