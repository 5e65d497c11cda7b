import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  copyText,
  IconCopy,
  toastError,
  toastSuccess,
} from '@ppp/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin-top: ${({ theme }) => theme.space[3]};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface SecretRevealProps {
  /** Id of the card's title, which names the card. */
  titleId: string;
  title: ReactNode;
  /** Why to copy it now: it is not shown again after this page. */
  note: ReactNode;
  /** The secret in clear: what the copy button copies. */
  secret: string;
  /** What the code block shows, when the owner hides the secret (a masked key). */
  shown?: string;
  /** The code block's accessible name. */
  label: string;
  testId: string;
  copyLabel: string;
  copiedMessage: string;
  copyFailedMessage: string;
  onDismiss: () => void;
  /** Buttons between the copy button and 'Zamknij' (the key's 'Pokaż' / 'Ukryj'). */
  actions?: ReactNode;
  /** A muted line after the buttons (the key's countdown). */
  status?: ReactNode;
  /** Content under the buttons (the key's embed snippets). */
  children?: ReactNode;
}

/**
 * A secret just created (an API key, a webhook's signing secret), kept only in this page's memory: its
 * code block, a copy button with a toast, and 'Zamknij'. How long it stays in clear is the owner's.
 */
export function SecretReveal({
  titleId,
  title,
  note,
  secret,
  shown = secret,
  label,
  testId,
  copyLabel,
  copiedMessage,
  copyFailedMessage,
  onDismiss,
  actions,
  status,
  children,
}: SecretRevealProps) {
  async function copy() {
    try {
      await copyText(secret);
      toastSuccess(copiedMessage);
    } catch {
      toastError(copyFailedMessage);
    }
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        <CardDescription>{note}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledSecret data-testid={testId} aria-label={label}>
          {shown}
        </StyledSecret>
        <StyledRow>
          <Button size="sm" onClick={() => void copy()}>
            <IconCopy size={14} />
            {copyLabel}
          </Button>
          {actions}
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Zamknij
          </Button>
          {status}
        </StyledRow>
        {children}
      </CardContent>
    </Card>
  );
}
