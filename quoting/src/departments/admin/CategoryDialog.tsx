import { zodResolver } from '@hookform/resolvers/zod';
import { type DepartmentCategory, type DepartmentConfig, departmentCategoryInputSchema } from '@ppp/domain';
import { Field, FormDialog, Input, showServerErrors, Textarea } from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { useSaveCategory } from '../departmentApi.ts';

interface CategoryValues {
  name: string;
  description: string;
}

const resolver = zodResolver(departmentCategoryInputSchema) as unknown as Resolver<
  CategoryValues,
  unknown,
  CategoryValues
>;

export interface CategoryDialogProps {
  config: DepartmentConfig;
  /** The category edited, or null for a new one. */
  category: DepartmentCategory | null;
  onClose: () => void;
}

/** 'Dodaj kategorię' / 'Edytuj kategorię' of an area (spec-2 §5: a trimmed, required name). */
export function CategoryDialog({ config, category, onClose }: CategoryDialogProps) {
  const save = useSaveCategory(config);
  const form = useForm<CategoryValues, unknown, CategoryValues>({
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
    resolver,
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: category?.id ?? null, body });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ['name', 'description']);
    }
  });
  return (
    <FormDialog
      onClose={onClose}
      title={category ? 'Edytuj kategorię' : 'Dodaj kategorię'}
      description={`Kategoria porządkuje sprzęt działu: ${config.label.toLowerCase()}.`}
      submitLabel={category ? 'Zapisz zmiany' : 'Dodaj kategorię'}
      pending={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
    >
      <Field label="Nazwa kategorii" required error={formState.errors.name?.message}>
        <Input autoComplete="off" maxLength={200} {...register('name')} />
      </Field>
      <Field label="Opis" error={formState.errors.description?.message}>
        <Textarea rows={3} limit={2000} {...register('description')} />
      </Field>
    </FormDialog>
  );
}
