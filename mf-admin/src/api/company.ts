// 'Dane firmy' (D23): the company profile and its logo.
import type { CompanyProfile, CompanyProfileInput } from '@ppp/domain';
import { ApiError, apiRequest, NetworkError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const COMPANY_URL = '/api/settings/company';
export const COMPANY_LOGO_URL = `${COMPANY_URL}/logo`;
export const COMPANY_KEY = [COMPANY_URL] as const;

/** The logo's address for an <img>: the revision in the query makes every change a new image. */
export const companyLogoSrc = (revision: number) => `${COMPANY_LOGO_URL}?v=${revision}`;

export const useCompanyProfile = () => useQuery<CompanyProfile>({ queryKey: COMPANY_KEY, staleTime: 0 });

/**
 * 'Zapisz dane firmy': the whole profile, on the revision its fields were read at (another save since
 * answers 412); the answer is the profile as saved.
 */
export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, revision }: { body: CompanyProfileInput; revision: number }) =>
      apiRequest<CompanyProfile>('PUT', COMPANY_URL, body, { 'If-Match': `"${revision}"` }),
    onSuccess: (saved) => {
      queryClient.setQueryData(COMPANY_KEY, saved);
      toastSuccess('Dane firmy zostały zapisane');
    },
  });
}

/** The image file itself as the body, with its own type (the server answers 415, 413 or 400 in Polish). */
async function uploadLogo(file: File): Promise<CompanyProfile> {
  const response = await fetch(COMPANY_LOGO_URL, {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'include',
  }).catch(() => {
    throw new NetworkError('PUT');
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return JSON.parse(text) as CompanyProfile;
}

/** Changing the logo changes only it and the revision: the profile's other fields stay as typed. */
function useLogoChange<Variables>(request: (variables: Variables) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toastSuccess(success),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}

export const useUploadCompanyLogo = () => useLogoChange(uploadLogo, 'Logo zostało zapisane');

export const useRemoveCompanyLogo = () =>
  useLogoChange(() => apiRequest('DELETE', COMPANY_LOGO_URL), 'Logo zostało usunięte');
