/** @jsxImportSource preact */
import { assessmentClientErrors } from '@ppp/domain/assessments/client';
import {
  type Answers,
  activeSteps,
  answerCount,
  answerQuestion,
  canLeaveStep,
  effectiveAnswer,
  questionProblem,
  stepProgress,
  type WizardQuestion,
} from '@ppp/domain/assessments/wizard';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  announce,
  idempotencyKey,
  publicRequest,
  reportError,
  startFailure,
  WidgetError,
  type WidgetOptions,
} from './shared/api.ts';
import { type ClientField, ClientFields } from './shared/ClientFields.tsx';
import { instanceNumber, landmarkName, type Mount, mountWidget } from './shared/element.ts';
import { FIRST_CONTROL, FIRST_MARKED, focusIn } from './shared/Field.tsx';
import { Thanks } from './shared/Thanks.tsx';

// <ppp-needs-assessment> (D15): the client card and the wizard of D12, run by the same zod-free
// rules as the staff wizard and the server: the same steps in the same order, the same counter, and
// 'Następny' always enabled, marking what is missing (D12 as amended).

const clientFields: ClientField[] = [
  { name: 'clientCompanyName', label: 'Nazwa firmy', autoComplete: 'organization' },
  { name: 'clientContactPerson', label: 'Osoba kontaktowa', autoComplete: 'name' },
  { name: 'clientPhone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { name: 'clientEmail', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'clientAddress', label: 'Adres' },
];

const choices: Record<string, readonly string[]> = {
  radio: ['tak', 'nie'],
  checkbox: ['true'],
  equipment_option: ['true'],
};

/** One question as its type asks (D12): text, number, list, yes / no, ticks, several options. */
function QuestionInput({
  question,
  answers,
  shown,
  onAnswer,
}: {
  question: WizardQuestion;
  answers: Answers;
  shown: boolean;
  onAnswer: (answer: string | string[]) => void;
}) {
  const id = `a-${question.id}`;
  const problem = shown ? questionProblem(question, answers) : null;
  const answer = effectiveAnswer(question, answers);
  const text = typeof answer === 'string' ? answer : '';
  const aria = {
    'aria-invalid': problem ? ('true' as const) : undefined,
    'aria-describedby': problem ? `${id}-e` : undefined,
    'aria-required': question.isRequired ? ('true' as const) : undefined,
  };
  const title = `${question.question}${question.isRequired ? ' *' : ''}`;
  const error = problem ? (
    <span class="error" id={`${id}-e`}>
      {problem}
    </span>
  ) : null;
  const listed = question.type === 'multiple_choice' ? question.options : choices[question.type];
  if (listed) {
    // Ticks: a checkbox answering 'true' / 'false'; radio: 'tak' / 'nie'; several: the chosen list.
    const several = question.type === 'multiple_choice';
    const tick = listed.length === 1;
    const chosen = Array.isArray(answer) ? (answer as string[]) : [];
    return (
      <fieldset
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        {...(question.type === 'radio' ? { role: 'radiogroup', 'aria-required': aria['aria-required'] } : {})}
      >
        {tick ? null : <legend>{title}</legend>}
        {listed.map((option) => (
          <label class="choice" key={option}>
            <input
              type={question.type === 'radio' ? 'radio' : 'checkbox'}
              name={id}
              checked={several ? chosen.includes(option) : text === option}
              onChange={(e) => {
                const on = (e.target as HTMLInputElement).checked;
                onAnswer(
                  several
                    ? on
                      ? [...chosen, option]
                      : chosen.filter((c) => c !== option)
                    : tick
                      ? String(on)
                      : option,
                );
              }}
            />
            {tick ? title : option === 'tak' ? 'Tak' : option === 'nie' ? 'Nie' : option}
          </label>
        ))}
        {error}
      </fieldset>
    );
  }
  const input = (e: Event) => onAnswer((e.target as HTMLInputElement).value);
  return (
    <div class="field">
      <label for={id}>{title}</label>
      {question.type === 'textarea' ? (
        <textarea id={id} {...aria} value={text} onInput={input} />
      ) : question.type === 'select' ? (
        <select id={id} {...aria} value={text} onChange={input}>
          <option value="">— wybierz —</option>
          {question.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          {...aria}
          // D22: the browser's own date field answers 'YYYY-MM-DD'.
          type={question.type === 'date' ? 'date' : 'text'}
          inputMode={question.type === 'number' ? 'decimal' : undefined}
          value={text}
          onInput={input}
        />
      )}
      {error}
    </div>
  );
}

function Assessment({
  host,
  options,
  number,
}: {
  host: HTMLElement;
  options: WidgetOptions;
  number: number;
}) {
  const [questions, setQuestions] = useState<WizardQuestion[] | null>(null);
  const [loadError, setLoadError] = useState<WidgetError | null>(null);
  const [client, setClient] = useState<Record<string, string>>({});
  const [answers, setAnswers] = useState<Answers>({});
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const submission = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // D24: a single-page site may set `api-key` after inserting the element; until then, wait.
    if (!options.apiKey) return;
    publicRequest<WizardQuestion[]>(options, '/needs-assessment/questions').then(setQuestions, (error) => {
      setLoadError(error);
      reportError(host, error);
    });
  }, []);

  if (sent) {
    return (
      <Thanks
        lead={
          <>
            Badanie potrzeb zostało zapisane z numerem <strong>{sent}</strong>.
          </>
        }
        next="Nasz doradca przejrzy odpowiedzi i przygotuje propozycję sprzętu z wyceną."
      />
    );
  }
  if (loadError) {
    return (
      <p class="alert" role="alert">
        {startFailure(loadError)}
      </p>
    );
  }
  if (!questions) return <p role="status">Ładowanie pytań…</p>;

  const steps = activeSteps(questions, answers);
  const total = steps.length + 1;
  const step = index === 0 ? null : steps[Math.min(index - 1, steps.length - 1)];
  const last = index >= total - 1;
  const progress = stepProgress(index, total);
  const counter = answerCount(questions, answers);
  const clientErrors: Record<string, string | undefined> = {
    ...(shown && index === 0 ? assessmentClientErrors(client) : {}),
    ...serverErrors,
  };

  /** An answer or a field changed: the server's refusal no longer applies, nor the send's key. */
  const edited = () => {
    setServerErrors({});
    submission.current = null;
  };
  /** Another step: its first control takes the focus (the one that had it is gone or disabled). */
  const goTo = (step: number) => {
    setIndex(step);
    setShown(false);
    focusIn(formRef, FIRST_CONTROL);
  };

  async function next(event: Event) {
    event.preventDefault();
    setShown(true);
    const blocked =
      index === 0
        ? Object.keys(assessmentClientErrors(client)).length > 0
        : step && !canLeaveStep(step, answers);
    if (blocked) {
      focusIn(formRef, FIRST_MARKED);
      return;
    }
    if (!last) {
      goTo(index + 1);
      return;
    }
    submission.current ??= idempotencyKey();
    setSending(true);
    setSendError(null);
    try {
      const created = await publicRequest<{ id: number; responseNumber: string }>(
        options,
        '/needs-assessment',
        { ...client, responses: answers },
        { 'Idempotency-Key': submission.current },
      );
      setSent(created.responseNumber);
      announce(host, 'ppp-submitted', { id: created.id, number: created.responseNumber });
    } catch (error) {
      if (error instanceof WidgetError) {
        setSendError(error.message);
        setServerErrors(error.errors);
        // A refused client field ('clientEmail') is marked on the first step, shown again. The answers
        // were checked by the server's own rules before the send (wizard.ts): their refusal is the alert.
        if (Object.keys(error.errors).some((key) => key.startsWith('client'))) setIndex(0);
      }
      reportError(host, error);
      focusIn(formRef, FIRST_MARKED);
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={next} aria-label={landmarkName('Badanie potrzeb', number)}>
      <h2>Badanie potrzeb</h2>
      <p class="muted">
        Krok {progress.step} z {progress.steps} ({progress.percent}%) · Odpowiedzi: {counter.answered} z{' '}
        {counter.total}
      </p>
      <span
        class="progress"
        role="progressbar"
        aria-label="Postęp"
        aria-valuenow={progress.percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </span>
      {step === null ? (
        <ClientFields
          legend="Dane klienta"
          fields={clientFields}
          values={client}
          errors={clientErrors}
          onChange={(name, value) => {
            setClient({ ...client, [name]: value });
            edited();
          }}
        />
      ) : (
        <fieldset>
          <legend>{step.category}</legend>
          {step.questions.map((question) => (
            <QuestionInput
              key={question.id}
              question={question}
              answers={answers}
              shown={shown}
              onAnswer={(answer) => {
                setAnswers(answerQuestion(questions, answers, question.id, answer));
                edited();
              }}
            />
          ))}
        </fieldset>
      )}
      {sendError ? (
        <p class="alert" role="alert" tabIndex={-1}>
          {sendError}
        </p>
      ) : null}
      <div class="actions">
        <button type="button" class="secondary" disabled={index === 0} onClick={() => goTo(index - 1)}>
          Poprzedni
        </button>
        <button type="submit" disabled={sending}>
          {last ? (sending ? 'Zapisywanie…' : 'Wyślij badanie') : 'Następny'}
        </button>
      </div>
    </form>
  );
}

/** The element's own rules beside the shared stylesheet. */
const progressCss =
  '.progress{display:block;height:6px;background:#ddd}.progress span{display:block;height:100%;background:var(--a)}';

/** Called by widgets.js when a <ppp-needs-assessment> is first used; a new key or address starts it afresh. */
export const mount: Mount = (host, root, options) => {
  const number = instanceNumber(host);
  return mountWidget(
    root,
    progressCss,
    (current) => (
      <Assessment key={`${current.apiUrl} ${current.apiKey}`} host={host} options={current} number={number} />
    ),
    options,
  );
};
