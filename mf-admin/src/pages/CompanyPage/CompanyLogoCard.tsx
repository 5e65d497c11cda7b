import { COMPANY_LOGO_MAX_BYTES, type CompanyProfile, companyLogoTypes, companyMessages } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  errorMessageOf,
  Field,
  IconTrash,
  NetworkError,
  statusOf,
} from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { companyLogoSrc, useRemoveCompanyLogo, useUploadCompanyLogo } from '../../api.ts';

const StyledLayout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * The logo as it will sit on the letterhead: on white paper in both themes (offers are printed on
 * white), so a dark logo stays visible in the dark theme.
 */
const StyledPaper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 0 1 280px;
  min-width: 0;
  max-width: 100%;
  min-height: 120px;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
  color: #4b5563;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  img {
    display: block;
    max-width: 100%;
    max-height: 120px;
    object-fit: contain;
  }
`;

const StyledControls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  flex: 1 1 260px;
  min-width: 0;

  input[type='file'] {
    max-width: 100%;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** What the server would refuse anyway (D23), told before the file is sent: the same words. */
export function logoRefusalOf(file: File): string | null {
  if (!(companyLogoTypes as readonly string[]).includes(file.type)) return companyMessages.logoType;
  if (file.size > COMPANY_LOGO_MAX_BYTES) return companyMessages.logoTooBig;
  return null;
}

/** The server's refusal (415, 413, 400) in its own words; a broken server or network in ours. */
function uploadFailureOf(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  const status = statusOf(error);
  if (status !== undefined && status < 500) return errorMessageOf(error, 'Nie udało się zapisać logo');
  return 'Nie udało się zapisać logo. Spróbuj ponownie.';
}

export interface CompanyLogoCardProps {
  profile: CompanyProfile;
}

/** The letterhead's logo (D23): PNG or JPEG, checked and re-encoded by the server; saved as soon as chosen. */
export function CompanyLogoCard({ profile }: CompanyLogoCardProps) {
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Choosing the same file again after a refusal is a new choice.
    input.value = '';
    if (!file) return;
    const local = logoRefusalOf(file);
    setRefusal(local);
    if (local) return;
    try {
      await upload.mutateAsync(file);
    } catch (error) {
      setRefusal(uploadFailureOf(error));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Logo</CardTitle>
        <CardDescription>
          Pojawia się w nagłówku oferty, na stronie klienta, w PDF i w wiadomościach.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <StyledLayout>
          <StyledPaper>
            {profile.hasLogo ? (
              <img src={companyLogoSrc(profile.revision)} alt="Logo firmy" />
            ) : (
              <span>Brak logo</span>
            )}
          </StyledPaper>
          <StyledControls>
            <Field
              label={profile.hasLogo ? 'Zmień logo' : 'Dodaj logo'}
              hint="Plik PNG lub JPEG, najwyżej 512 kB i 4 000 pikseli z każdej strony. Zapisany obraz ma najwyżej 600 pikseli."
              error={refusal ?? undefined}
            >
              <input
                type="file"
                accept={companyLogoTypes.join(',')}
                disabled={upload.isPending || remove.isPending}
                onChange={(event) => void choose(event.currentTarget)}
              />
            </Field>
            {upload.isPending ? <span role="status">Wysyłanie logo...</span> : null}
            {profile.hasLogo ? (
              <div>
                <Button
                  variant="outline"
                  loading={remove.isPending}
                  disabled={upload.isPending}
                  onClick={() => setConfirming(true)}
                >
                  <IconTrash size={16} />
                  Usuń logo
                </Button>
              </div>
            ) : null}
          </StyledControls>
        </StyledLayout>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Usunąć logo?"
        description="Oferty będą miały nagłówek bez logo, dopóki nie dodasz nowego."
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={async () => {
          setRefusal(null);
          await remove.mutateAsync(undefined).catch((error: unknown) => setRefusal(uploadFailureOf(error)));
        }}
      />
    </Card>
  );
}
