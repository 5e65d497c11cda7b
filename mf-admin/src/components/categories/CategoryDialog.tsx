import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInputSchema, type EquipmentCategory } from '@ppp/domain';
import { Field, FormDialog, Input, showServerErrors, Textarea } from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { type CategoryBody, useCreateCategory, useRenameCategory } from '../../api.ts';

interface CategoryValues {
  name: string;
  description: string;
}

const resolver = zodResolver(categoryInputSchema) as unknown as Resolver<
  CategoryValues,
  unknown,
  CategoryBody
>;

export interface CategoryDialogProps {
  /** The category to rename; null adds a new one. */
  category: EquipmentCategory | null;
  onClose: () => void;
}

export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const form = useForm<CategoryValues, unknown, CategoryBody>({
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
    resolver,
  });
  const { register, formState } = form;

  const submit = form.handleSubmit(async (body) => {
    try {
      if (category) await rename.mutateAsync({ id: category.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ['name', 'description']);
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={category ? 'Edytuj kategorię' : 'Dodaj kategorię'}
      description={category ? category.name : 'Kategorie grupują sprzęt w katalogu i w wycenach.'}
      submitLabel={category ? 'Zapisz zmiany' : 'Dodaj kategorię'}
      pending={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
    >
      <Field label="Nazwa kategorii" required error={formState.errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field label="Opis" error={formState.errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
    </FormDialog>
  );
}
