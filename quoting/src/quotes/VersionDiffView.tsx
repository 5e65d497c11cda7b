import {
  dayLabel,
  formatDistance,
  formatMoney,
  type VersionDiff,
  type VersionLine,
  type VersionLineChange,
  type VersionLineField,
  versionsDiffer,
} from '@ppp/domain';
import styled from 'styled-components';

export interface VersionDiffViewProps {
  diff: VersionDiff;
  currency: string;
}

const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledGroupTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledLines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDiff = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** What a line holds: '2 szt. · 3 dni · 600,00 zł', or a transport line's '120,0 km · 384,00 zł'. */
export function versionLineFacts(line: VersionLine, currency: string) {
  return [
    line.quantity === null ? null : `${line.quantity} szt.`,
    line.days === null ? null : dayLabel(line.days),
    line.distance === null ? null : formatDistance(line.distance),
    formatMoney(line.total, currency),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What changed on a line: 'ilość 1 → 2 szt., wartość 300,00 zł → 600,00 zł'. */
export function versionChangeFacts({ before, after, fields }: VersionLineChange, currency: string) {
  const facts: Record<VersionLineField, () => string> = {
    quantity: () => `ilość ${before.quantity} → ${after.quantity} szt.`,
    days: () => `okres ${dayLabel(before.days ?? 0)} → ${dayLabel(after.days ?? 0)}`,
    distance: () => `dystans ${formatDistance(before.distance)} → ${formatDistance(after.distance)}`,
    total: () => `wartość ${formatMoney(before.total, currency)} → ${formatMoney(after.total, currency)}`,
  };
  return fields.map((field) => facts[field]()).join(', ');
}

/** D23: what changed between two versions: items added, removed and changed, the totals before and after. */
export function VersionDiffView({ diff, currency }: VersionDiffViewProps) {
  const { before, after } = diff.totals;
  if (!versionsDiffer(diff)) {
    return <StyledMuted>Bez zmian w pozycjach i kwotach.</StyledMuted>;
  }
  return (
    <StyledDiff>
      {diff.added.length > 0 ? (
        <StyledGroup>
          <StyledGroupTitle>Dodane pozycje</StyledGroupTitle>
          <StyledLines>
            {diff.added.map((line) => (
              <li key={line.ref}>
                <strong>{line.name}</strong> <StyledMuted>{versionLineFacts(line, currency)}</StyledMuted>
              </li>
            ))}
          </StyledLines>
        </StyledGroup>
      ) : null}
      {diff.removed.length > 0 ? (
        <StyledGroup>
          <StyledGroupTitle>Usunięte pozycje</StyledGroupTitle>
          <StyledLines>
            {diff.removed.map((line) => (
              <li key={line.ref}>
                <strong>{line.name}</strong> <StyledMuted>{versionLineFacts(line, currency)}</StyledMuted>
              </li>
            ))}
          </StyledLines>
        </StyledGroup>
      ) : null}
      {diff.changed.length > 0 ? (
        <StyledGroup>
          <StyledGroupTitle>Zmienione pozycje</StyledGroupTitle>
          <StyledLines>
            {diff.changed.map((change) => (
              <li key={change.after.ref}>
                <strong>{change.after.name}</strong>: {versionChangeFacts(change, currency)}
              </li>
            ))}
          </StyledLines>
        </StyledGroup>
      ) : null}
      <StyledGroup>
        <StyledGroupTitle>Kwoty</StyledGroupTitle>
        <StyledLines>
          <li>
            Netto: {formatMoney(before.totalNet, currency)} → {formatMoney(after.totalNet, currency)}
          </li>
          <li>
            Brutto: {formatMoney(before.totalGross, currency)} → {formatMoney(after.totalGross, currency)}
          </li>
        </StyledLines>
      </StyledGroup>
    </StyledDiff>
  );
}
