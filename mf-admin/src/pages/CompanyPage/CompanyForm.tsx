import type { CompanyProfile, CompanyProfileInput } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DecimalInput,
  Field,
  handleApiError,
  Input,
  showServerErrors,
  statusOf,
  Textarea,
  toast,
  useUnsavedChangesGuard,
} from '@ppp/ui';
import { useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useCompanyProfile, useSaveCompanyProfile } from '../../api.ts';
import { bodyOf, type CompanyValues, companyErrorsOf, companyFields, valuesOf } from './companyForm.ts';

// The domain schema decides (D6's messages under each field); the body keeps what was typed, the
// server stores it normalised (NIP and account as digits).
const resolver: Resolver<CompanyValues, unknown, CompanyProfileInput> = async (values) => {
  const errors = companyErrorsOf(values);
  if (Object.keys(errors).length === 0) return { values: bodyOf(values), errors: {} };
  const fieldErrors: FieldErrors<CompanyValues> = {};
  for (const [field, message] of Object.entries(errors))
    fieldErrors[field as keyof CompanyValues] = { type: 'validate', message };
  return { values: {}, errors: fieldErrors };
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  > .wide {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    > button {
      flex: 1 1 100%;
    }
  }
`;

export interface CompanyFormProps {
  profile: CompanyProfile;
}

/** Every field of 'Dane firmy' (D23), saved together; leaving with unsaved changes asks first (D19). */
export function CompanyForm({ profile }: CompanyFormProps) {
  const save = useSaveCompanyProfile();
  const profileQuery = useCompanyProfile();
  const form = useForm<CompanyValues, unknown, CompanyProfileInput>({
    defaultValues: valuesOf(profile),
    resolver,
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const guard = useUnsavedChangesGuard(formState.isDirty);
  // The revision the form's fields were read at: the save goes against it (412 after another save).
  const [baseRevision, setBaseRevision] = useState(profile.revision);
  const takeProfile = (latest: CompanyProfile) => {
    form.reset(valuesOf(latest));
    setBaseRevision(latest.revision);
  };
  // A newer profile read (a logo change on this page, a save elsewhere): its revision is taken at once
  // when its fields are the ones the form holds, and with its fields when nothing typed is at stake.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newer profile read is what starts it
  useEffect(() => {
    if (profile.revision === baseRevision) return;
    if (JSON.stringify(valuesOf(profile)) === JSON.stringify(form.formState.defaultValues))
      setBaseRevision(profile.revision);
    else if (!form.formState.isDirty) takeProfile(profile);
  }, [profile]);

  const submit = form.handleSubmit(async (body) => {
    // The button stays enabled after a save, so the keyboard stays on it; nothing new, nothing sent.
    if (!form.formState.isDirty) {
      toast({ title: 'Brak zmian', description: 'Dane firmy są już zapisane.' });
      return;
    }
    try {
      takeProfile(await save.mutateAsync({ body, revision: baseRevision }));
    } catch (error) {
      // Saved meanwhile elsewhere: the latest profile comes in, the message says to type again.
      if (statusOf(error) === 412) {
        const latest = await profileQuery.refetch();
        if (latest.data) takeProfile(latest.data);
      } else showServerErrors(error, form.setError, companyFields);
      handleApiError(error, 'Nie udało się zapisać danych firmy');
    }
  });

  return (
    <StyledForm noValidate onSubmit={submit} aria-label="Dane firmy">
      {guard.dialog}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Firma</CardTitle>
          <CardDescription>
            Nagłówek oferty dla klienta: nazwa, adres, dane rejestrowe i kontakt.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <StyledGrid>
            <Field className="wide" label="Nazwa firmy" required error={errors.name?.message}>
              <Input autoComplete="organization" maxLength={300} {...register('name')} />
            </Field>
            <Field className="wide" label="Adres" error={errors.address?.message}>
              <Input autoComplete="street-address" maxLength={500} {...register('address')} />
            </Field>
            <Field label="NIP" hint="10 cyfr, np. 526-104-08-28" error={errors.nip?.message}>
              <Input inputMode="numeric" autoComplete="off" maxLength={20} {...register('nip')} />
            </Field>
            <Field label="Telefon" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" maxLength={40} {...register('phone')} />
            </Field>
            <Field label="E-mail" error={errors.email?.message}>
              <Input type="email" autoComplete="email" maxLength={320} {...register('email')} />
            </Field>
            <Field label="Strona internetowa" hint="np. www.firma.pl" error={errors.www?.message}>
              <Input type="url" inputMode="url" autoComplete="url" maxLength={300} {...register('www')} />
            </Field>
            <Field
              className="wide"
              label="Numer rachunku bankowego"
              hint="26 cyfr, z PL lub bez, np. PL61 1090 1014 0000 0712 1981 2874"
              error={errors.bankAccount?.message}
            >
              <Input inputMode="numeric" autoComplete="off" maxLength={40} {...register('bankAccount')} />
            </Field>
          </StyledGrid>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Oferta</CardTitle>
          <CardDescription>Ważność, warunki i stopka każdej oferty wysyłanej klientom.</CardDescription>
        </CardHeader>
        <CardContent>
          <StyledGrid>
            <Field
              label="Ważność oferty (dni)"
              hint="Od 1 do 365 dni od wysłania oferty"
              error={errors.validityDays?.message}
            >
              <DecimalInput kind="count" {...register('validityDays')} />
            </Field>
            <Field className="wide" label="Warunki płatności" error={errors.paymentTerms?.message}>
              <Textarea rows={3} limit={2000} {...register('paymentTerms')} />
            </Field>
            <Field className="wide" label="Warunki dostawy" error={errors.deliveryTerms?.message}>
              <Textarea rows={3} limit={2000} {...register('deliveryTerms')} />
            </Field>
            <Field className="wide" label="Stopka" error={errors.footer?.message}>
              <Textarea rows={2} limit={1000} {...register('footer')} />
            </Field>
          </StyledGrid>
        </CardContent>
      </Card>
      <StyledActions>
        <Button
          variant="ghost"
          disabled={!formState.isDirty || formState.isSubmitting}
          onClick={() => form.reset()}
        >
          Anuluj zmiany
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          Zapisz dane firmy
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
