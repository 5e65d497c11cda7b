import {
  assessmentMessages,
  type CategoryType,
  categoryTypeLabels,
  categoryTypes,
  fillQuestionType,
  type Question,
  type QuestionFill,
  type QuestionInput,
  type QuestionType,
  questionFillLabels,
  questionFills,
  questionInputSchema,
  questionTypeLabels,
  questionTypes,
  typesWithOptions,
} from '@ppp/domain';
import {
  Button,
  Checkbox,
  DecimalInput,
  Field,
  Fieldset,
  FormDialog,
  IconButton,
  IconPlus,
  IconTrash,
  Input,
  Select,
  StyledFieldError,
  showServerErrors,
  Textarea,
} from '@ppp/ui';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useCreateQuestion, useUpdateQuestion } from '../../api.ts';
import { nextPosition } from './categoryGroups.ts';

/** The category select's choice that reveals the field for a new category's name. */
const NEW_CATEGORY = '\u0000new';

interface QuestionValues {
  categoryChoice: string;
  newCategory: string;
  question: string;
  type: QuestionType;
  options: string[];
  categoryType: CategoryType;
  position: string;
  isRequired: boolean;
  isActive: boolean;
  /** D22: 'Wypełnia w wycenie'; '' for none. */
  fills: QuestionFill | '';
}

const bodyOf = (values: QuestionValues): QuestionInput => ({
  category: values.categoryChoice === NEW_CATEGORY ? values.newCategory : values.categoryChoice,
  question: values.question,
  type: values.type,
  options: typesWithOptions.includes(values.type) ? values.options : [],
  categoryType: values.categoryType,
  position: values.position as unknown as number,
  isRequired: values.isRequired,
  isActive: values.isActive,
  fills: values.fills || null,
});

/** questionInputSchema's messages, placed under the dialog's own fields. */
const resolver: Resolver<QuestionValues, unknown, QuestionInput> = async (values) => {
  const parsed = questionInputSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values: parsed.data as QuestionInput, errors: {} };
  const errors: FieldErrors<QuestionValues> = {};
  for (const issue of parsed.error.issues) {
    const [first] = issue.path;
    const field =
      first === 'category'
        ? values.categoryChoice === NEW_CATEGORY
          ? 'newCategory'
          : 'categoryChoice'
        : (String(first) as keyof QuestionValues);
    if (!errors[field]) errors[field] = { type: 'validate', message: issue.message } as never;
  }
  return { values: {}, errors };
};

export interface QuestionDialogProps {
  /** The question edited; null adds one. */
  question: Question | null;
  /** Every question, for the category list and the default position. */
  questions: readonly Question[];
  /** The category a new question starts in. */
  category: string | null;
  onClose: () => void;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  & > .wide {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledOptionRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const StyledChecks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
`;

/** 'Dodaj pytanie' / 'Edytuj pytanie' (spec-2 §2, D12): options only for the types that have them. */
export function QuestionDialog({ question, questions, category, onClose }: QuestionDialogProps) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const categories = [...new Set(questions.map((q) => q.category))].sort(new Intl.Collator('pl').compare);
  const startCategory = question?.category ?? category ?? categories[0] ?? NEW_CATEGORY;
  const typeOfCategory = (name: string): CategoryType =>
    questions.find((q) => q.category === name)?.categoryType ?? 'general';
  const form = useForm<QuestionValues, unknown, QuestionInput>({
    defaultValues: {
      categoryChoice: startCategory,
      newCategory: '',
      question: question?.question ?? '',
      type: question?.type ?? 'text',
      options: question?.options ?? [],
      categoryType: question?.categoryType ?? typeOfCategory(startCategory),
      position: String(question?.position ?? nextPosition(questions, startCategory)),
      isRequired: question?.isRequired ?? false,
      isActive: question?.isActive ?? true,
      fills: question?.fills ?? '',
    },
    resolver,
    mode: 'onTouched',
  });
  const { register, formState, setValue } = form;
  const [choice, type, options] = useWatch({
    control: form.control,
    name: ['categoryChoice', 'type', 'options'],
  });
  const [newOption, setNewOption] = useState('');

  const addOption = () => {
    const option = newOption.trim();
    if (!option) return;
    if (!options.includes(option)) {
      setValue('options', [...options, option], { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
    setNewOption('');
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      if (question) await update.mutateAsync({ id: question.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      showServerErrors(
        error,
        form.setError,
        ['question', 'type', 'position', 'options', 'categoryType', 'fills'],
        {
          category: choice === NEW_CATEGORY ? 'newCategory' : 'categoryChoice',
        },
      );
    }
  });

  const categoryField = register('categoryChoice');
  return (
    <FormDialog
      onClose={onClose}
      title={question ? 'Edytuj pytanie' : 'Dodaj pytanie'}
      description={question ? question.category : 'Nowe pytanie pojawi się w ankiecie w wybranej kategorii.'}
      submitLabel={question ? 'Zapisz zmiany' : 'Dodaj pytanie'}
      pending={formState.isSubmitting}
      dirty={formState.isDirty || newOption.trim() !== ''}
      onSubmit={submit}
      size="lg"
    >
      <StyledGrid>
        <Field label="Kategoria" required error={formState.errors.categoryChoice?.message}>
          <Select
            {...categoryField}
            onChange={(event) => {
              void categoryField.onChange(event);
              const name = event.target.value;
              if (name !== NEW_CATEGORY) {
                setValue('categoryType', typeOfCategory(name));
                if (!question) setValue('position', String(nextPosition(questions, name)));
              } else if (!question) {
                setValue('position', '1');
              }
            }}
          >
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={NEW_CATEGORY}>Nowa kategoria…</option>
          </Select>
        </Field>
        {choice === NEW_CATEGORY ? (
          <Field label="Nazwa nowej kategorii" required error={formState.errors.newCategory?.message}>
            <Input autoComplete="off" maxLength={200} {...register('newCategory')} />
          </Field>
        ) : null}
        <Field label="Typ kategorii" error={formState.errors.categoryType?.message}>
          <Select {...register('categoryType')}>
            {categoryTypes.map((value) => (
              <option key={value} value={value}>
                {categoryTypeLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Treść pytania" required error={formState.errors.question?.message} className="wide">
          <Textarea rows={2} limit={1000} {...register('question')} />
        </Field>
        <Field label="Typ pytania" required error={formState.errors.type?.message}>
          <Select {...register('type')}>
            {questionTypes.map((value) => (
              <option key={value} value={value}>
                {questionTypeLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Pozycja" required error={formState.errors.position?.message}>
          <DecimalInput kind="count" {...register('position')} />
        </Field>
        <Field
          label="Wypełnia w wycenie"
          hint="Wycena utworzona z badania przejmie odpowiedź: datę rozpoczęcia z pytania typu Data, okres wynajmu z pytania typu Liczba."
          error={formState.errors.fills?.message}
        >
          <Select {...register('fills')}>
            <option value="">Nic</option>
            {questionFills.map((value) => (
              <option key={value} value={value} disabled={fillQuestionType[value] !== type}>
                {questionFillLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
        {typesWithOptions.includes(type) ? (
          <Fieldset
            className="wide"
            aria-describedby={formState.errors.options ? 'question-options-error' : undefined}
          >
            <legend>Opcje odpowiedzi</legend>
            {options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option being retyped keeps its field (and focus)
              <StyledOptionRow key={index}>
                <Input
                  aria-label={`Opcja ${index + 1}`}
                  value={option}
                  onChange={(event) => {
                    const next = [...options];
                    next[index] = event.target.value;
                    setValue('options', next, { shouldDirty: true });
                  }}
                />
                <IconButton
                  size="sm"
                  icon={<IconTrash />}
                  aria-label={`Usuń opcję ${option}`}
                  onClick={() =>
                    setValue(
                      'options',
                      options.filter((_, at) => at !== index),
                      { shouldDirty: true, shouldValidate: formState.isSubmitted },
                    )
                  }
                />
              </StyledOptionRow>
            ))}
            <StyledOptionRow>
              <Input
                aria-label="Nowa opcja"
                placeholder="Nowa opcja, Enter dodaje"
                value={newOption}
                maxLength={200}
                onChange={(event) => setNewOption(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addOption();
                  }
                }}
              />
              <Button variant="outline" size="sm" onClick={addOption} disabled={newOption.trim() === ''}>
                <IconPlus size={16} />
                Dodaj opcję
              </Button>
            </StyledOptionRow>
            {formState.errors.options ? (
              <StyledFieldError id="question-options-error">
                {formState.errors.options.message ?? assessmentMessages.answerInvalid}
              </StyledFieldError>
            ) : null}
          </Fieldset>
        ) : null}
        <StyledChecks className="wide">
          <Checkbox label="Wymagane" {...register('isRequired')} />
          <Checkbox
            label="Aktywne"
            description="Nieaktywne pytania nie pojawiają się w ankiecie."
            {...register('isActive')}
          />
        </StyledChecks>
      </StyledGrid>
    </FormDialog>
  );
}
