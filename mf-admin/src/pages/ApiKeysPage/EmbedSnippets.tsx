import { Button, copyText, IconCopy, toastError, toastSuccess } from '@ppp/ui';
import styled from 'styled-components';
import { embedSnippet, keyRunsWidget, widgets } from './embedSnippets.ts';

const StyledSnippets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  pre {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export interface EmbedSnippetsProps {
  apiUrl: string;
  /** The key filled in, or a placeholder for the documentation. */
  apiKey: string;
  /** The key as the page shows it (masked once a new key's clear view ends); copying takes `apiKey`. */
  shownKey?: string;
  permissions?: readonly string[];
}

/** Each widget's embed code (D15): one script tag and one element, ready to copy. */
export function EmbedSnippets({
  apiUrl,
  apiKey,
  shownKey = apiKey,
  permissions = ['*'],
}: EmbedSnippetsProps) {
  return (
    <StyledSnippets>
      {widgets
        .filter((widget) => keyRunsWidget(permissions, widget))
        .map((widget) => {
          const code = embedSnippet(widget, apiUrl, apiKey);
          return (
            <section key={widget.element} aria-label={`Kod osadzenia: ${widget.title}`}>
              <h3>{widget.title}</h3>
              <pre>{embedSnippet(widget, apiUrl, shownKey)}</pre>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  copyText(code).then(
                    () => toastSuccess(`Skopiowano kod: ${widget.title}`),
                    () => toastError('Nie udało się skopiować kodu'),
                  )
                }
              >
                <IconCopy size={14} />
                Kopiuj kod
              </Button>
            </section>
          );
        })}
    </StyledSnippets>
  );
}
