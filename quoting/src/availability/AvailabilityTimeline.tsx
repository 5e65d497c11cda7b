import type { AvailabilityHolding, EquipmentAvailability } from '@ppp/domain';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import styled from 'styled-components';
import { anonymousLabel, clientLabel, periodLabel, quotePath, statusLabel } from './holdingText.ts';
import { fitLabel, layoutTimeline, type TimelineRow, timelineGeometry } from './timelineLayout.ts';

export interface AvailabilityTimelineProps {
  /** The shown days (a month) with their free, approved and tentative units. */
  days: EquipmentAvailability['days'];
  /** The approved and pending quotes holding the item on some of those days. */
  holdings: AvailabilityHolding[];
  /** Marked when shown ('YYYY-MM-DD'). */
  today: string;
  /** What the timeline shows, for its name: 'Marzec 2027'. */
  label: string;
}

const StyledScroll = styled.div`
  /* A phone scrolls the timeline inside its card, never the page. */
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledSvg = styled.svg`
  display: block;
  font-family: ${({ theme }) => theme.fonts.body};

  .weekend {
    fill: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 1;
  }
  .day-number {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 12px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
  }
  .weekday {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: 11px;
  }
  .today-mark {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .today-number {
    fill: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .today-line {
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 2;
    stroke-dasharray: 3 3;
  }
  .row-label,
  .row-sublabel {
    /* Drawn over the row's link: a click on them is the link's. */
    pointer-events: none;
  }
  .row-label {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 13px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .row-sublabel {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  .row-area {
    fill: transparent;
  }
  .bar-approved {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .bar-pending {
    fill: ${({ theme }) => theme.colors.primarySoft};
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 1.5;
    stroke-dasharray: 4 3;
  }
  .bar-text-approved {
    fill: ${({ theme }) => theme.colors.onPrimary};
    font-size: 12px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .bar-text-pending {
    fill: ${({ theme }) => theme.colors.primaryText};
    font-size: 12px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .free-title {
    fill: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .free {
    fill: ${({ theme }) => theme.colors.text};
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  .short-cell {
    fill: ${({ theme }) => theme.colors.dangerSoft};
    stroke: ${({ theme }) => theme.colors.danger};
    stroke-width: 1;
  }
  .short {
    fill: ${({ theme }) => theme.colors.dangerText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* A bar is a link to its quote: the row lights up on hover, the ring shows on keyboard focus. */
  a {
    cursor: pointer;
    outline: none;
  }
  a:hover .row-area {
    fill: ${({ theme }) => theme.colors.surfaceHover};
  }
  a:hover + .row-label,
  a:focus-visible + .row-label {
    text-decoration: underline;
  }
  a:focus-visible .row-area {
    stroke: ${({ theme }) => theme.colors.focusRingStrong};
    stroke-width: 2;
  }
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const StyledSwatch = styled.span<{ $status: AvailabilityHolding['status'] }>`
  display: inline-block;
  width: 28px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $status }) => ($status === 'approved' ? theme.colors.primary : theme.colors.primarySoft)};
  border: 1.5px ${({ $status }) => ($status === 'approved' ? 'solid' : 'dashed')}
    ${({ theme }) => theme.colors.primary};
`;

/** A link inside the SVG that the area's router follows, like the kit's links. */
function SvgLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to);
  return (
    <a href={href} aria-label={label} onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event)}>
      {children}
    </a>
  );
}

/** What a row says in full: its link's name and its tooltip. */
export function rowDescription(row: Pick<TimelineRow, 'status' | 'quote' | 'bars'>): string {
  const periods = row.bars
    .map((bar) => `${bar.units} szt., ${periodLabel(bar.startsOn, bar.endsOn)}`)
    .join('; ');
  const who = row.quote
    ? `${row.quote.quoteNumber}, ${clientLabel(row.quote)}, ${statusLabel(row.status).toLowerCase()}`
    : anonymousLabel(row.status);
  return `${who}: ${periods}`;
}

function TimelineRowView({ row, width }: { row: TimelineRow; width: number }) {
  const { rowHeight, barHeight, labelWidth } = timelineGeometry;
  const description = rowDescription(row);
  const title = row.quote ? row.quote.quoteNumber : anonymousLabel(row.status);
  const subtitle = row.quote ? clientLabel(row.quote) : row.bars.map((bar) => `${bar.units} szt.`).join(', ');
  const barY = row.y + (rowHeight - barHeight) / 2;
  // The row's labels sit outside its link: shortened to fit, they are not the link's name (axe's
  // label-in-name), which says the quote in full.
  const labels = (
    <>
      <text className="row-label" x={12} y={row.y + 19}>
        {fitLabel(title, 18)}
      </text>
      <text className="row-sublabel" x={12} y={row.y + 35}>
        {fitLabel(subtitle, 21)}
      </text>
    </>
  );
  const content = (
    <>
      <title>{description}</title>
      <rect className="row-area" x={2} y={row.y + 2} width={width - 4} height={rowHeight - 4} rx={6} />
      {row.bars.map((bar) => (
        <g key={`${bar.startsOn}-${bar.endsOn}`}>
          <rect
            className={`bar-${row.status}`}
            x={bar.x + 2}
            y={barY}
            width={bar.width - 4}
            height={barHeight}
            rx={bar.clippedStart || bar.clippedEnd ? 2 : 5}
          />
          {bar.width >= 56 ? (
            <text className={`bar-text-${row.status}`} x={bar.x + 8} y={barY + 16}>
              {bar.units} szt.
            </text>
          ) : null}
        </g>
      ))}
      {/* The label column's edge, drawn over the row's hover fill. */}
      <line className="grid" x1={labelWidth} x2={labelWidth} y1={row.y} y2={row.y + rowHeight} />
    </>
  );
  return row.quote ? (
    <g>
      <SvgLink to={quotePath(row.quote)} label={description}>
        {content}
      </SvgLink>
      {labels}
    </g>
  ) : (
    <g>
      {content}
      {labels}
    </g>
  );
}

/**
 * The availability timeline of one item (D21), drawn in SVG: the shown days across, one row per quote
 * holding units as its bars (approved solid, pending lighter and dashed), the free units of each day
 * under them (none free is marked). Bars of quotes the viewer may open are links to them, with
 * number and client; the others read 'Rezerwacja' / 'Wstępna rezerwacja'. The same figures are in
 * AvailabilityTable for those who read tables.
 */
export function AvailabilityTimeline({ days, holdings, today, label }: AvailabilityTimelineProps) {
  const { headHeight, dayWidth, freeHeight, labelWidth } = timelineGeometry;
  const layout = layoutTimeline(
    days.map((day) => day.date),
    holdings,
  );
  const todayIndex = days.findIndex((day) => day.date === today);
  return (
    <div>
      <StyledLegend aria-label="Legenda">
        <li>
          <StyledSwatch $status="approved" aria-hidden="true" />
          {statusLabel('approved')}
        </li>
        <li>
          <StyledSwatch $status="pending" aria-hidden="true" />
          {statusLabel('pending')}
        </li>
      </StyledLegend>
      {/* Focusable, so a keyboard scrolls it on a narrow screen; its links are reached by Tab as well. */}
      <StyledScroll role="region" aria-label={`Oś czasu: ${label}`} tabIndex={0}>
        <StyledSvg
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="group"
          aria-label={`Rezerwacje: ${label}`}
        >
          <title>{`Rezerwacje: ${label}`}</title>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> of drawing is not focusable (the rule misreads SVG groups); the days are in the table */}
          <g aria-hidden="true">
            {layout.days.map((day) =>
              day.weekend ? (
                <rect
                  key={day.date}
                  className="weekend"
                  x={day.x}
                  y={0}
                  width={dayWidth}
                  height={layout.height}
                />
              ) : null,
            )}
            {layout.days.map((day) => (
              <line key={day.date} className="grid" x1={day.x} x2={day.x} y1={0} y2={layout.height} />
            ))}
            <line className="grid" x1={0} x2={layout.width} y1={headHeight} y2={headHeight} />
            <line className="grid" x1={0} x2={layout.width} y1={layout.freeY} y2={layout.freeY} />
            {layout.days.map((day, index) => (
              <g key={day.date}>
                {index === todayIndex ? (
                  <rect className="today-mark" x={day.x + 4} y={4} width={dayWidth - 8} height={18} rx={4} />
                ) : null}
                <text
                  className={index === todayIndex ? 'day-number today-number' : 'day-number'}
                  x={day.x + dayWidth / 2}
                  y={17}
                  textAnchor="middle"
                >
                  {day.dayOfMonth}
                </text>
                <text className="weekday" x={day.x + dayWidth / 2} y={34} textAnchor="middle">
                  {day.weekday}
                </text>
              </g>
            ))}
            {todayIndex >= 0 ? (
              <line
                className="today-line"
                x1={layout.days[todayIndex].x + dayWidth / 2}
                x2={layout.days[todayIndex].x + dayWidth / 2}
                y1={headHeight}
                y2={layout.freeY}
              />
            ) : null}
          </g>
          {layout.rows.map((row) => (
            <TimelineRowView key={row.key} row={row} width={layout.width} />
          ))}
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: as above; the free units are in the table */}
          <g aria-hidden="true">
            <text className="free-title" x={12} y={layout.freeY + freeHeight / 2 + 4}>
              Wolne sztuki
            </text>
            <line className="grid" x1={labelWidth} x2={labelWidth} y1={0} y2={layout.height} />
            {days.map((day, index) => {
              const x = layout.days[index].x;
              const short = day.free <= 0;
              return (
                <g key={day.date}>
                  {short ? (
                    <rect
                      className="short-cell"
                      x={x + 2}
                      y={layout.freeY + 4}
                      width={dayWidth - 4}
                      height={freeHeight - 8}
                      rx={4}
                    />
                  ) : null}
                  <text
                    className={short ? 'free short' : 'free'}
                    x={x + dayWidth / 2}
                    y={layout.freeY + freeHeight / 2 + 4}
                    textAnchor="middle"
                  >
                    {day.free}
                  </text>
                </g>
              );
            })}
          </g>
        </StyledSvg>
      </StyledScroll>
    </div>
  );
}
