import type { AssessmentClientField } from '@ppp/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input } from '@ppp/ui';
import styled from 'styled-components';
import type { ClientCardValues } from './wizardDraft.ts';

export interface ClientCardProps {
  values: ClientCardValues;
  onChange: (field: AssessmentClientField, value: string) => void;
  onLeave: (field: AssessmentClientField) => void;
  /** Messages of the fields to show now (left or submitted ones). */
  errors: Partial<Record<AssessmentClientField, string>>;
}

const fields: {
  name: AssessmentClientField;
  label: string;
  type?: string;
  autoComplete: string;
  max: number;
}[] = [
  { name: 'clientCompanyName', label: 'Nazwa firmy', autoComplete: 'organization', max: 300 },
  { name: 'clientContactPerson', label: 'Osoba kontaktowa', autoComplete: 'name', max: 200 },
  { name: 'clientPhone', label: 'Telefon', type: 'tel', autoComplete: 'tel', max: 50 },
  { name: 'clientEmail', label: 'E-mail', type: 'email', autoComplete: 'email', max: 320 },
  { name: 'clientAddress', label: 'Adres', autoComplete: 'street-address', max: 500 },
];

const StyledGrid = styled(CardContent)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  & > :last-child {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** 'Dane klienta' of the wizard (spec-2 §5): one of name, person, phone or e-mail is enough. */
export function ClientCard({ values, onChange, onLeave, errors }: ClientCardProps) {
  return (
    <Card role="region" aria-labelledby="assessment-client-title">
      <CardHeader>
        <CardTitle as="h2" id="assessment-client-title">
          Dane klienta
        </CardTitle>
        <CardDescription>
          Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email. Adres jest
          opcjonalny.
        </CardDescription>
      </CardHeader>
      <StyledGrid>
        {fields.map((field) => (
          <Field key={field.name} label={field.label} error={errors[field.name]}>
            <Input
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              maxLength={field.max}
              value={values[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
              onBlur={() => onLeave(field.name)}
            />
          </Field>
        ))}
      </StyledGrid>
    </Card>
  );
}
