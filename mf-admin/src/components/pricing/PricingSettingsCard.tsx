import { zodResolver } from '@hookform/resolvers/zod';
import {
  currencies,
  decimalTextField,
  formatDecimalText,
  type PricingSettings,
  pricingSettingsInputSchema,
} from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DecimalInput,
  ErrorState,
  Field,
  LoadingState,
  Select,
  showServerErrors,
  statusOf,
} from '@ppp/ui';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { usePricingSettings, useSavePricingSettings } from '../../api.ts';

interface SettingsValues {
  vatRate: string;
  currency: PricingSettings['currency'];
}

type SettingsBody = z.output<typeof pricingSettingsInputSchema>;

// The rate is typed text read by the one decimal parser (D20: '8,5' is sent as '8.50'); an empty
// rate is missing, not 0 %.
const settingsFormSchema = pricingSettingsInputSchema.extend({
  vatRate: decimalTextField('percent', pricingSettingsInputSchema.shape.vatRate),
});
const resolver = zodResolver(settingsFormSchema) as unknown as Resolver<
  SettingsValues,
  unknown,
  SettingsBody
>;

const currencyLabels: Record<PricingSettings['currency'], string> = {
  PLN: 'PLN — złoty polski',
  EUR: 'EUR — euro',
  USD: 'USD — dolar amerykański',
};

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  & > button {
    margin-top: 26px;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);

    & > button {
      margin-top: 0;
    }
  }
`;

const valuesOf = (settings: PricingSettings): SettingsValues => ({
  vatRate: formatDecimalText(settings.vatRate, 'percent'),
  currency: settings.currency,
});

function SettingsForm({
  settings,
  reload,
}: {
  settings: PricingSettings;
  /** The settings as they are now on the server. */
  reload: () => Promise<PricingSettings | undefined>;
}) {
  const save = useSavePricingSettings();
  const form = useForm<SettingsValues, unknown, SettingsBody>({
    defaultValues: valuesOf(settings),
    resolver,
  });
  // The settings the fields were read from: the save goes over them (412 after another save).
  const [read, setRead] = useState(settings);
  const take = (latest: PricingSettings) => {
    form.reset(valuesOf(latest));
    setRead(latest);
  };
  const { register, formState } = form;
  const submit = form.handleSubmit(async (body) => {
    try {
      take(await save.mutateAsync({ body, read }));
    } catch (error) {
      // Saved meanwhile elsewhere: the message says so (a toast), the latest settings come in.
      if (statusOf(error) === 412) {
        const latest = await reload();
        if (latest) take(latest);
      } else showServerErrors(error, form.setError, ['vatRate', 'currency']);
    }
  });

  return (
    <StyledForm noValidate onSubmit={submit} aria-label="Ustawienia cenowe">
      <Field label="Stawka VAT (%)" hint="Od 0 do 100" error={formState.errors.vatRate?.message}>
        <DecimalInput kind="percent" {...register('vatRate')} />
      </Field>
      <Field label="Waluta" error={formState.errors.currency?.message}>
        <Select {...register('currency')}>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currencyLabels[currency]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" loading={formState.isSubmitting}>
        Zapisz ustawienia
      </Button>
    </StyledForm>
  );
}

export interface PricingSettingsCardProps {
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
}

/** VAT rate and currency of new quotes (D4: kept by each quote as created; nothing is converted). */
export function PricingSettingsCard({ titleId }: PricingSettingsCardProps) {
  const settings = usePricingSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Ustawienia cenowe
        </CardTitle>
        <CardDescription>
          Stawka VAT i waluta nowych wycen. Zapisane wyceny zachowują ustawienia z chwili utworzenia.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <LoadingState text="Ładowanie ustawień..." />
        ) : settings.isError ? (
          <ErrorState
            title="Nie udało się załadować ustawień cenowych"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <SettingsForm settings={settings.data} reload={async () => (await settings.refetch()).data} />
        )}
      </CardContent>
    </Card>
  );
}
