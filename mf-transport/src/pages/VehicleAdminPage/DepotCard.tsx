import { zodResolver } from '@hookform/resolvers/zod';
import { TRANSPORT_ADDRESS_LIMIT, transportMessages, transportSettingsInputSchema } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  handleApiError,
  Input,
  QueryState,
  showServerErrors,
  useUnsavedChangesGuard,
} from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSaveTransportSettings, useTransportSettings } from '../../api.ts';

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  > :first-child {
    flex: 1 1 20rem;
  }

  > button {
    margin-top: ${({ theme }) => theme.space[6]};
  }
`;

interface DepotValues {
  depotAddress: string;
}

const resolver = zodResolver(transportSettingsInputSchema) as unknown as Resolver<
  DepotValues,
  unknown,
  { depotAddress: string | null }
>;

/** The address field and its save, once the stored address is read. */
function DepotForm({ depotAddress }: { depotAddress: string | null }) {
  const save = useSaveTransportSettings();
  const form = useForm<DepotValues, unknown, { depotAddress: string | null }>({
    defaultValues: { depotAddress: depotAddress ?? '' },
    resolver,
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const guard = useUnsavedChangesGuard(formState.isDirty);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ depotAddress: saved.depotAddress ?? '' });
    } catch (error) {
      showServerErrors(error, form.setError, ['depotAddress']);
      handleApiError(error, transportMessages.depotSaveFailed);
    }
  });

  return (
    <>
      {guard.dialog}
      <StyledForm noValidate onSubmit={submit} aria-label="Adres bazy">
        <Field
          label="Adres bazy"
          hint="Adres początkowy każdej nowej wyceny transportu; można go w niej zmienić."
          error={formState.errors.depotAddress?.message}
        >
          <Input
            autoComplete="street-address"
            maxLength={TRANSPORT_ADDRESS_LIMIT}
            {...register('depotAddress')}
          />
        </Field>
        <Button type="submit" loading={formState.isSubmitting}>
          Zapisz adres bazy
        </Button>
      </StyledForm>
    </>
  );
}

/** D21: 'Adres bazy': where the fleet starts from; a new transport quote's form begins with it. */
export function DepotCard() {
  const settings = useTransportSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Adres bazy</CardTitle>
        <CardDescription>
          Skąd wyjeżdżają pojazdy: wpisywany jako adres początkowy nowej wyceny.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={settings}
          loading="Ładowanie ustawień transportu..."
          error={{
            title: 'Błąd ładowania ustawień',
            description: 'Nie udało się wczytać adresu bazy.',
          }}
        >
          {(loaded) => <DepotForm depotAddress={loaded.depotAddress} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
