// The API keys' server calls (spec-2 §7 "API keys", D9, D16) and the public API's document.
import {
  type ApiKey,
  type ApiKeyInput,
  type ApiKeyPatch,
  apiKeyMessages,
  type CreatedApiKey,
} from '@ppp/domain';
import { apiRequest } from '@ppp/ui';
import { useQuery } from '@tanstack/react-query';
import { useAdminMutation } from './shared.ts';
import { WEBHOOKS_KEY } from './webhooks.ts';

const API_KEYS_KEY = ['/api/admin/api-keys'] as const;
const PUBLIC_DOCS_KEY = ['/api/public/docs'] as const;

export const useApiKeys = () => useQuery<ApiKey[]>({ queryKey: API_KEYS_KEY, staleTime: 0 });

/** The OpenAPI document the page's documentation is drawn from (D16). */
export interface PublicApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, { summary: string; 'x-scope': string; requestBody?: unknown }>>;
}
export const usePublicApiDocument = () =>
  useQuery<PublicApiDocument>({ queryKey: PUBLIC_DOCS_KEY, staleTime: Infinity });

export const useCreateApiKey = () =>
  useAdminMutation({
    request: (body: ApiKeyInput) => apiRequest<CreatedApiKey>('POST', API_KEYS_KEY[0], body),
    success: 'Klucz API został utworzony',
    failure: apiKeyMessages.createFailed,
    invalidates: () => [API_KEYS_KEY],
  });

export const useUpdateApiKey = () =>
  useAdminMutation({
    request: ({ id, patch }: { id: number; patch: ApiKeyPatch }) =>
      apiRequest<ApiKey>('PATCH', `${API_KEYS_KEY[0]}/${id}`, patch),
    success: (key) => (key.isActive ? 'Klucz API został aktywowany' : 'Klucz API został dezaktywowany'),
    failure: apiKeyMessages.statusFailed,
    invalidates: () => [API_KEYS_KEY],
  });

/** D16: a key's name, permissions, allowed addresses and limits, changed together; the key stays. */
export const useEditApiKey = () =>
  useAdminMutation({
    request: ({ id, patch }: { id: number; patch: ApiKeyPatch }) =>
      apiRequest<ApiKey>('PATCH', `${API_KEYS_KEY[0]}/${id}`, patch),
    success: 'Zapisano zmiany klucza API',
    failure: 'Nie udało się zapisać zmian klucza API',
    invalidates: () => [API_KEYS_KEY],
  });

export const useDeleteApiKey = () =>
  useAdminMutation({
    request: (id: number) => apiRequest('DELETE', `${API_KEYS_KEY[0]}/${id}`),
    success: 'Klucz API został usunięty',
    failure: apiKeyMessages.deleteFailed,
    // Its webhooks went with it (D24).
    invalidates: () => [API_KEYS_KEY, WEBHOOKS_KEY],
  });
