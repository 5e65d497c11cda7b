import {
  type Answer,
  answerTextLimit,
  formatDateText,
  isCalendarDate,
  readDateText,
  type WizardQuestion,
} from '@ppp/domain';
import {
  Checkbox,
  DateInput,
  Field,
  Fieldset,
  focusRing,
  Input,
  Select,
  StyledFieldError,
  Textarea,
  visuallyHidden,
} from '@ppp/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';

export interface QuestionInputProps {
  question: WizardQuestion;
  /** The answer the wizard works with (ticks are 'false' until ticked). */
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  /** Marks the question as visited, so its message shows from now on. */
  onLeave: () => void;
  error: string | null;
}

const StyledChoices = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $inline }) => ($inline ? theme.space[4] : theme.space[2])};
`;

const StyledRadio = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  input:focus-visible {
    ${focusRing}
  }
`;

const StyledRequired = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

function Legend({ question, id }: { question: WizardQuestion; id?: string }) {
  return (
    <legend id={id}>
      {question.question}
      {question.isRequired ? (
        <>
          <StyledRequired aria-hidden="true">*</StyledRequired>
          <StyledHidden> (wymagane)</StyledHidden>
        </>
      ) : null}
    </legend>
  );
}

/** One question of the wizard, with the input its type calls for (D12) and its message under it. */
export function QuestionInput({ question, answer, onAnswer, onLeave, error }: QuestionInputProps) {
  const errorId = useId();
  const legendId = useId();
  const text = typeof answer === 'string' ? answer : '';
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {};
  const errorLine = error ? <StyledFieldError id={errorId}>{error}</StyledFieldError> : null;

  switch (question.type) {
    case 'text':
    case 'number':
      return (
        <Field label={question.question} required={question.isRequired} error={error ?? undefined}>
          <Input
            name={`question-${question.id}`}
            value={text}
            inputMode={question.type === 'number' ? 'decimal' : undefined}
            maxLength={question.type === 'text' ? answerTextLimit : 40}
            onChange={(event) => onAnswer(event.target.value)}
            onBlur={onLeave}
          />
        </Field>
      );
    case 'date':
      return (
        <DateAnswer question={question} answer={text} onAnswer={onAnswer} onLeave={onLeave} error={error} />
      );
    case 'textarea':
      return (
        <Field label={question.question} required={question.isRequired} error={error ?? undefined}>
          <Textarea
            name={`question-${question.id}`}
            rows={3}
            limit={answerTextLimit}
            value={text}
            onChange={(event) => onAnswer(event.target.value)}
            onBlur={onLeave}
          />
        </Field>
      );
    case 'select':
      return (
        <Field label={question.question} required={question.isRequired} error={error ?? undefined}>
          <Select
            name={`question-${question.id}`}
            value={text}
            placeholder="Wybierz..."
            onChange={(event) => {
              onAnswer(event.target.value);
              onLeave();
            }}
            onBlur={onLeave}
          >
            {question.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
      );
    case 'radio':
      return (
        <Fieldset
          role="radiogroup"
          aria-labelledby={legendId}
          aria-required={question.isRequired || undefined}
          {...described}
        >
          <Legend question={question} id={legendId} />
          <StyledChoices $inline>
            {(['tak', 'nie'] as const).map((value) => (
              <StyledRadio key={value}>
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  value={value}
                  checked={text === value}
                  onChange={() => {
                    onAnswer(value);
                    onLeave();
                  }}
                />
                {value === 'tak' ? 'Tak' : 'Nie'}
              </StyledRadio>
            ))}
          </StyledChoices>
          {errorLine}
        </Fieldset>
      );
    case 'multiple_choice': {
      const chosen = Array.isArray(answer) ? (answer as readonly string[]) : [];
      return (
        <Fieldset {...described}>
          <Legend question={question} />
          <StyledChoices>
            {question.options.map((option) => (
              <Checkbox
                key={option}
                name={`question-${question.id}`}
                label={option}
                checked={chosen.includes(option)}
                onChange={(event) => {
                  // Kept in the question's own order whatever the clicking order.
                  const next = event.target.checked
                    ? [...chosen, option]
                    : chosen.filter((o) => o !== option);
                  onAnswer(question.options.filter((o) => next.includes(o)));
                  onLeave();
                }}
              />
            ))}
          </StyledChoices>
          {errorLine}
        </Fieldset>
      );
    }
    default:
      // checkbox and equipment_option: 'true' / 'false', never blank (D12).
      return (
        <div>
          <Checkbox
            name={`question-${question.id}`}
            label={question.question}
            checked={text === 'true'}
            onChange={(event) => onAnswer(event.target.checked ? 'true' : 'false')}
            {...described}
          />
          {errorLine}
        </div>
      );
  }
}

/**
 * A date question (D22): 'DD.MM.YYYY' typed or picked in the kit's calendar, answered as 'YYYY-MM-DD'.
 * What cannot be read stays in the field and goes on as typed, so the wizard's rules refuse it with
 * their message, 'Nieprawidłowa odpowiedź', as the server and the widget do (D12 as amended).
 */
function DateAnswer({
  question,
  answer,
  onAnswer,
  onLeave,
  error,
}: Omit<QuestionInputProps, 'answer'> & { answer: string }) {
  // The field shows what was typed; an answer that is a calendar day shows as 'DD.MM.YYYY'.
  const shown = (value: string) => (isCalendarDate(value) ? formatDateText(value) : value);
  const [typed, setTyped] = useState(() => shown(answer));
  const reading = readDateText(typed);
  // An answer changed from outside (a restored or discarded draft) replaces what the field shows.
  if (answer !== (reading.state === 'date' ? reading.value : typed)) setTyped(shown(answer));
  return (
    <Field label={question.question} required={question.isRequired} error={error ?? undefined}>
      <DateInput
        name={`question-${question.id}`}
        value={typed}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          const read = readDateText(next);
          onAnswer(read.state === 'date' ? read.value : next);
        }}
        onBlur={onLeave}
      />
    </Field>
  );
}
