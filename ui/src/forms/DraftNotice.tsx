import { formatDateTime } from '@ppp/domain';
import styled from 'styled-components';
import { Button } from '../components/Button/Button.tsx';
import type { FormDraft } from './useFormDraft.ts';

export interface DraftNoticeProps {
  draft: FormDraft;
}

export const StyledDraftNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** D20: a form shows that it holds a restored draft, and offers to go back to the saved record. */
export function DraftNotice({ draft }: DraftNoticeProps) {
  if (!draft.restored) return null;
  return (
    <StyledDraftNotice role="status">
      <span>
        Przywrócono niezapisany szkic{draft.restoredAt ? ` z ${formatDateTime(draft.restoredAt)}` : ''}.
      </span>
      <Button type="button" size="sm" variant="outline" onClick={draft.discard}>
        Odrzuć szkic
      </Button>
    </StyledDraftNotice>
  );
}
