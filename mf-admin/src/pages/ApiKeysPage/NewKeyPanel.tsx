import { apiKeyMessages, type CreatedApiKey } from '@ppp/domain';
import { Button, IconEye } from '@ppp/ui';
import { useEffect, useState } from 'react';
import { EmbedSnippets } from './EmbedSnippets.tsx';
import { SecretReveal } from './SecretReveal.tsx';

/** spec-2 §9: a new key shows in clear for 30 seconds, then masked. */
const REVEAL_SECONDS = 30;

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
  const shown = revealed ? apiKey.keyValue : apiKey.maskedKey;
  useEffect(() => {
    if (secondsLeft <= 0) {
      setRevealed(false);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return (
    <SecretReveal
      titleId="new-api-key-title"
      title={<>Nowy klucz: {apiKey.name}</>}
      note="Skopiuj klucz teraz — po opuszczeniu strony nie będzie można go zobaczyć ani skopiować."
      secret={apiKey.keyValue}
      shown={shown}
      label={revealed ? 'Klucz API' : 'Klucz API (ukryty)'}
      testId="new-api-key"
      copyLabel="Kopiuj klucz"
      // spec-2 §9: the toast shows the key's first 12 characters.
      copiedMessage={`Skopiowano klucz ${apiKey.keyValue.slice(0, 12)}…`}
      copyFailedMessage={apiKeyMessages.copyFailed}
      onDismiss={onDismiss}
      actions={
        <Button size="sm" variant="outline" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
          <IconEye size={14} />
          {revealed ? 'Ukryj' : 'Pokaż'}
        </Button>
      }
      status={revealed && secondsLeft > 0 ? <span aria-live="polite">Ukrycie za {secondsLeft} s</span> : null}
    >
      <EmbedSnippets
        apiUrl={apiUrl}
        apiKey={apiKey.keyValue}
        shownKey={shown}
        permissions={apiKey.permissions}
      />
    </SecretReveal>
  );
}
