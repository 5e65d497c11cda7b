import { zodResolver } from '@hookform/resolvers/zod';
import {
  assessmentCategoryInputSchema,
  type CategoryType,
  categoryTypeLabels,
  categoryTypes,
} from '@ppp/domain';
import { Field, FormDialog, Input, Select, showServerErrors } from '@ppp/ui';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useCreateCategory } from '../../api.ts';

interface CategoryValues {
  name: string;
  categoryType: CategoryType;
}

const resolver = zodResolver(assessmentCategoryInputSchema) as unknown as Resolver<
  CategoryValues,
  unknown,
  CategoryValues
>;

export interface CategoryDialogProps {
  onClose: () => void;
  /** Told the new category's name once it exists. */
  onCreated?: (name: string) => void;
}

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 'Dodaj kategorię' (D12): the category starts with a placeholder question; an equipment one gets its twin. */
export function CategoryDialog({ onClose, onCreated }: CategoryDialogProps) {
  const create = useCreateCategory();
  const form = useForm<CategoryValues, unknown, CategoryValues>({
    defaultValues: { name: '', categoryType: 'general' },
    resolver,
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const [name, categoryType] = useWatch({ control: form.control, name: ['name', 'categoryType'] });

  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      onCreated?.(body.name);
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ['name', 'categoryType']);
    }
  });

  const shownName = name.trim() || 'Kategoria';
  return (
    <FormDialog
      onClose={onClose}
      title="Dodaj kategorię"
      description="Kategoria jest krokiem ankiety, gdy zawiera aktywne pytania."
      submitLabel="Dodaj kategorię"
      pending={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
    >
      <Field label="Nazwa kategorii" required error={formState.errors.name?.message}>
        <Input autoComplete="off" maxLength={180} {...register('name')} />
      </Field>
      <Field label="Typ kategorii" error={formState.errors.categoryType?.message}>
        <Select {...register('categoryType')}>
          {categoryTypes.map((value) => (
            <option key={value} value={value}>
              {categoryTypeLabels[value]}
            </option>
          ))}
        </Select>
      </Field>
      <StyledNote>
        {categoryType === 'equipment'
          ? `Powstaną dwie kategorie: „${shownName}” i „${shownName} - wyposażenie”, każda z pytaniem „Nowe pytanie” do edycji. Pojawią się w ankiecie, gdy klient zaznaczy odpowiedni sprzęt.`
          : `Kategoria „${shownName}” powstanie z pytaniem „Nowe pytanie” do edycji.`}
      </StyledNote>
    </FormDialog>
  );
}
