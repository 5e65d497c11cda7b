import { type UpdateProfile, type User, updateProfileSchema } from '@ppp/domain';
import { Button, Field, handleApiError, Input, toastSuccess } from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useUpdateProfile } from '../../api.ts';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
}

// The domain schema decides (trimming, length, '' -> null); its messages go under the fields.
const resolver: Resolver<ProfileValues, unknown, UpdateProfile> = async (values) => {
  const result = updateProfileSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

const valuesOf = (user: User): ProfileValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  phone: user.phone ?? '',
});

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

export interface ProfileFormProps {
  user: User;
}

/**
 * First and last name and the phone (D23: the contact on the client's offers), saved to the server;
 * the e-mail comes from the identity provider and is read-only.
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const saved = valuesOf(user);
  const { register, handleSubmit, reset, formState } = useForm<ProfileValues, unknown, UpdateProfile>({
    defaultValues: saved,
    resolver,
    // D19: a field's error shows as soon as it is left.
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((input) =>
    updateProfile.mutateAsync(input).then(
      (updated) => {
        reset(valuesOf(updated));
        toastSuccess('Profil został zaktualizowany');
      },
      (error: unknown) => handleApiError(error, 'Nie udało się zaktualizować profilu'),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Dane osobowe">
      <StyledGrid>
        <Field label="Imię" error={formState.errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Nazwisko" error={formState.errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label="E-mail" hint="Adres pochodzi z dostawcy tożsamości i nie może być zmieniony.">
          <Input type="email" value={user.email ?? ''} readOnly />
        </Field>
        <Field
          label="Telefon"
          hint="Podawany klientom jako kontakt w przygotowanych przez Ciebie ofertach."
          error={formState.errors.phone?.message}
        >
          <Input type="tel" autoComplete="tel" maxLength={50} {...register('phone')} />
        </Field>
      </StyledGrid>
      <StyledActions>
        <Button
          variant="ghost"
          disabled={!formState.isDirty || formState.isSubmitting}
          onClick={() => reset(saved)}
        >
          Anuluj
        </Button>
        <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
          Zapisz zmiany
        </Button>
      </StyledActions>
    </form>
  );
}
