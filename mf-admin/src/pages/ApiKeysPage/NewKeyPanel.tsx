import { apiKeyMessages, type CreatedApiKey } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  copyText,
  IconCopy,
  IconEye,
  toastError,
  toastSuccess,
} from '@ppp/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { EmbedSnippets } from './EmbedSnippets.tsx';

/** spec-2 §9: a new key shows in clear for 30 seconds, then masked. */
const REVEAL_SECONDS = 30;

const StyledKey = styled.code`
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

/** Copies the key, the toast showing its first 12 characters (spec-2 §9). */
async function copyKey(key: string) {
  try {
    await copyText(key);
    toastSuccess(`Skopiowano klucz ${key.slice(0, 12)}…`);
  } catch {
    toastError(apiKeyMessages.copyFailed);
  }
}

export interface NewKeyPanelProps {
  apiKey: CreatedApiKey;
  apiUrl: string;
  onDismiss: () => void;
}

/**
 * The key just created (D9): in clear for 30 seconds, then masked, with a toggle; copying works from
 * this page's memory only. Below it, each widget's embed code with this key filled in.
 */
export function NewKeyPanel({ apiKey, apiUrl, onDismiss }: NewKeyPanelProps) {
  const [secondsLeft, setSecondsLeft] = useState(REVEAL_SECONDS);
  const [revealed, setRevealed] = useState(true);
  useEffect(() => {
    if (secondsLeft <= 0) {
      setRevealed(false);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return (
    <Card aria-labelledby="new-api-key-title">
      <CardHeader>
        <CardTitle as="h2" id="new-api-key-title">
          Nowy klucz: {apiKey.name}
        </CardTitle>
        <CardDescription>
          Skopiuj klucz teraz — po opuszczeniu strony nie będzie można go zobaczyć ani skopiować.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StyledKey data-testid="new-api-key" aria-label={revealed ? 'Klucz API' : 'Klucz API (ukryty)'}>
          {revealed ? apiKey.keyValue : apiKey.maskedKey}
        </StyledKey>
        <StyledRow>
          <Button size="sm" onClick={() => void copyKey(apiKey.keyValue)}>
            <IconCopy size={14} />
            Kopiuj klucz
          </Button>
          <Button size="sm" variant="outline" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
            <IconEye size={14} />
            {revealed ? 'Ukryj' : 'Pokaż'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Zamknij
          </Button>
          {revealed && secondsLeft > 0 ? <span aria-live="polite">Ukrycie za {secondsLeft} s</span> : null}
        </StyledRow>
        <EmbedSnippets apiUrl={apiUrl} apiKey={apiKey.keyValue} permissions={apiKey.permissions} />
      </CardContent>
    </Card>
  );
}
