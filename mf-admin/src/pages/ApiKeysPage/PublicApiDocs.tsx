import { type ApiKeyScope, apiKeyScopeLabels } from '@ppp/domain';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  LoadingState,
} from '@ppp/ui';
import styled from 'styled-components';
import { usePublicApiDocument } from '../../api.ts';
import { EmbedSnippets } from './EmbedSnippets.tsx';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: baseline;
  }

  code {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};

  code {
    padding: 0 ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * The public API's documentation on the key page (spec-2 §2, D16), drawn from the OpenAPI document
 * the server generates: endpoints with their scopes, how to present the key, the widgets' embed code.
 */
export function PublicApiDocs() {
  const document = usePublicApiDocument();
  return (
    <Card aria-labelledby="public-api-docs-title">
      <CardHeader>
        <CardTitle as="h2" id="public-api-docs-title">
          Dokumentacja publicznego API
        </CardTitle>
        <CardDescription>
          Pełny opis w formacie OpenAPI 3.1: <a href="/api/public/v1/docs">/api/public/v1/docs</a>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {document.isError ? (
          <ErrorState title="Nie udało się wczytać dokumentacji" onRetry={() => void document.refetch()} />
        ) : document.isPending ? (
          <LoadingState text="Ładowanie dokumentacji..." />
        ) : (
          <>
            <StyledText>
              Klucz przekaż w nagłówku <code>X-API-Key: ppp_…</code> albo{' '}
              <code>Authorization: Bearer ppp_…</code>. Przeglądarka może wywołać API tylko z adresów
              dozwolonych dla klucza; po przekroczeniu limitu odpowiedź 429 podaje w nagłówku{' '}
              <code>Retry-After</code>, po ilu sekundach ponowić. Tworzenie z nagłówkiem{' '}
              <code>Idempotency-Key</code> można bezpiecznie powtórzyć.
            </StyledText>
            <StyledList aria-label="Punkty końcowe">
              {Object.entries(document.data.paths).flatMap(([path, methods]) =>
                Object.entries(methods).map(([method, operation]) => (
                  <li key={`${method} ${path}`}>
                    <code>
                      {method.toUpperCase()} {path}
                    </code>
                    <span>{operation.summary}</span>
                    <Badge variant="outline">
                      {apiKeyScopeLabels[operation['x-scope'] as ApiKeyScope] ?? operation['x-scope']}
                    </Badge>
                  </li>
                )),
              )}
            </StyledList>
            <EmbedSnippets
              apiUrl={document.data.servers[0]?.url ?? window.location.origin}
              apiKey="TWÓJ_KLUCZ_API"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
