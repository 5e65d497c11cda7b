import { Button, IconArrowLeft, IconChevronRight } from '@ppp/ui';
import styled from 'styled-components';

export interface WizardFooterProps {
  isFirst: boolean;
  isLast: boolean;
  saving: boolean;
  onBack: () => void;
  /** 'Następny', or 'Zapisz badanie' on the last step: always enabled (D12 as amended). */
  onForward: () => void;
}

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The wizard's buttons. Going forward is never disabled: pressed with required answers missing, it
 * marks them and takes the user to the first (the page decides), which a disabled button could not say.
 */
export function WizardFooter({ isFirst, isLast, saving, onBack, onForward }: WizardFooterProps) {
  return (
    <StyledFooter>
      <Button variant="outline" disabled={isFirst} onClick={onBack}>
        <IconArrowLeft size={16} />
        Poprzedni
      </Button>
      {isLast ? (
        <Button onClick={onForward} loading={saving}>
          Zapisz badanie
        </Button>
      ) : (
        <Button onClick={onForward}>
          Następny
          <IconChevronRight size={16} />
        </Button>
      )}
    </StyledFooter>
  );
}
