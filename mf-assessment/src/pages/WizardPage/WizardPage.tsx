import {
  type AssessmentClientField,
  activeSteps,
  answerCount,
  assessmentClientErrors,
  assessmentClientFields,
  assessmentMessages,
  checkedQuestionProblem,
  effectiveAnswer,
  formatDateTime,
  type WizardQuestion,
} from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  fieldErrorsOf,
  handleApiError,
  LoadingState,
  PageContainer,
  PageHeader,
  statusOf,
  toastError,
  usePageTitle,
  useUnsavedChangesGuard,
} from '@ppp/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQuestions, useSaveAssessment } from '../../api.ts';
import { ClientCard } from './ClientCard.tsx';
import { QuestionInput } from './QuestionInput.tsx';
import { StepList } from './StepList.tsx';
import { useWizardDraft } from './useWizardDraft.ts';
import { WizardFooter } from './WizardFooter.tsx';
import { WizardProgress } from './WizardProgress.tsx';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledNotice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledWizard = styled(CardContent)`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[6]};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledStep = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const StyledStepTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:focus {
    outline: none;
  }
`;

/** Tick boxes one after another (the equipment list) sit side by side. */
const StyledTicks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const isTick = (question: WizardQuestion) =>
  question.type === 'checkbox' || question.type === 'equipment_option';

/** The step's questions in order, consecutive tick boxes gathered into one group. */
function groupTicks(questions: readonly WizardQuestion[]): WizardQuestion[][] {
  const groups: WizardQuestion[][] = [];
  for (const question of questions) {
    const last = groups.at(-1);
    if (last && isTick(question) && isTick(last[0])) last.push(question);
    else groups.push([question]);
  }
  return groups;
}

/** 'Nowe badanie potrzeb' (/needs-assessment): the client card and the stepped questionnaire (spec-2 §2, D12). */
export function WizardPage() {
  usePageTitle('Nowe badanie potrzeb');
  const navigate = useNavigate();
  const questionsQuery = useQuestions();
  const questions = questionsQuery.data ?? [];
  const wizard = useWizardDraft();
  const { draft } = wizard;
  const save = useSaveAssessment();
  const guard = useUnsavedChangesGuard(wizard.hasContent && !save.isPending && !save.isSuccess);
  const [discarding, setDiscarding] = useState(false);
  // Messages show for what was left (or after a refused save), not while first typing.
  const [visitedQuestions, setVisitedQuestions] = useState<ReadonlySet<number>>(new Set());
  const [visitedClient, setVisitedClient] = useState<ReadonlySet<AssessmentClientField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const stepSection = useRef<HTMLElement>(null);
  const movedByUser = useRef(false);
  // The question to take the focus once its mark shows (a new object on every refused press).
  const [focusRequest, setFocusRequest] = useState<{ questionId: number } | null>(null);

  const steps = useMemo(() => activeSteps(questions, draft.answers), [questions, draft.answers]);
  const index = Math.min(draft.step, Math.max(steps.length - 1, 0));
  const step = steps[index];
  const isLast = index === steps.length - 1;
  const counter = answerCount(questions, draft.answers);

  const clientErrors = assessmentClientErrors(draft.client);
  const shownClientErrors: Partial<Record<AssessmentClientField, string>> = {};
  for (const field of assessmentClientFields) {
    const message = serverErrors[field] ?? (visitedClient.has(field) ? clientErrors[field] : undefined);
    if (message) shownClientErrors[field] = message;
  }

  // A new step shows from its title, read out to screen readers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (!movedByUser.current) return;
    movedByUser.current = false;
    stepTitle.current?.focus();
    stepTitle.current?.scrollIntoView?.({ block: 'nearest' });
  }, [index]);

  // A refused press: the first marked question takes the focus (its control is named after it).
  useEffect(() => {
    if (!focusRequest) return;
    stepSection.current?.querySelector<HTMLElement>(`[name="question-${focusRequest.questionId}"]`)?.focus();
  }, [focusRequest]);

  const goTo = (next: number) => {
    movedByUser.current = true;
    wizard.setStep(next);
  };

  /**
   * D12 as amended: 'Następny' and the save are never disabled; pressed with required answers missing
   * (or answers of the wrong form) they mark each of the step and focus the first instead of going on.
   */
  const stepIsComplete = () => {
    if (!step) return false;
    const refused = step.questions.filter(
      (question) => checkedQuestionProblem(question, draft.answers) !== null,
    );
    if (refused.length === 0) return true;
    setVisitedQuestions((current) => new Set([...current, ...refused.map((question) => question.id)]));
    setFocusRequest({ questionId: refused[0].id });
    return false;
  };

  const messageOf = (question: WizardQuestion) => {
    const server = serverErrors[`responses.${question.id}`];
    if (server) return server;
    return visitedQuestions.has(question.id) ? checkedQuestionProblem(question, draft.answers) : null;
  };

  const visitQuestion = (id: number) =>
    setVisitedQuestions((current) => (current.has(id) ? current : new Set([...current, id])));

  const renderQuestion = (question: WizardQuestion) => (
    <QuestionInput
      key={question.id}
      question={question}
      answer={effectiveAnswer(question, draft.answers)}
      error={messageOf(question)}
      onLeave={() => visitQuestion(question.id)}
      onAnswer={(answer) => {
        wizard.answer(questions, question.id, answer);
        setServerErrors(({ [`responses.${question.id}`]: _dropped, ...rest }) => rest);
      }}
    />
  );

  const goForward = () => {
    if (isLast) void submit();
    else if (stepIsComplete()) goTo(index + 1);
  };

  const submit = async () => {
    if (!stepIsComplete()) return;
    const client = assessmentClientErrors(draft.client);
    if (Object.keys(client).length > 0) {
      // spec-2 §5: the save step repeats the client rule in its own words.
      if (client.clientCompanyName === assessmentMessages.clientAtLeastOne)
        toastError(assessmentMessages.clientAtLeastOneOnSave);
      setVisitedClient(new Set(assessmentClientFields));
      document.querySelector<HTMLInputElement>(`input[name="${Object.keys(client)[0]}"]`)?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...draft.client,
        responses: Object.fromEntries(
          Object.entries(draft.answers).map(([id, answer]) => [
            id,
            typeof answer === 'string' ? answer : [...answer],
          ]),
        ),
      });
      guard.release();
      wizard.discard();
      navigate(`/needs-assessment/${saved.id}/print`);
    } catch (error) {
      handleApiError(error, assessmentMessages.saveFailed);
      if (statusOf(error) !== 400) return;
      const errors = fieldErrorsOf(error);
      setServerErrors(errors);
      // A refused answer: show its step (the questionnaire may have changed meanwhile).
      const refused = steps.findIndex((candidate) =>
        candidate.questions.some((question) => errors[`responses.${question.id}`]),
      );
      if (refused >= 0) goTo(refused);
      else if (Object.keys(errors).some((field) => field.startsWith('responses.'))) {
        // A question this wizard does not have (added meanwhile): the questionnaire is read again,
        // and its step shows with the question marked.
        const { data } = await questionsQuery.refetch();
        const fresh = activeSteps(data ?? [], draft.answers).findIndex((candidate) =>
          candidate.questions.some((question) => errors[`responses.${question.id}`]),
        );
        if (fresh >= 0) goTo(fresh);
      } else document.querySelector<HTMLInputElement>(`input[name="${Object.keys(errors)[0]}"]`)?.focus();
    }
  };

  return (
    <PageContainer>
      {guard.dialog}
      <PageHeader
        title="Nowe badanie potrzeb"
        subtitle="Ankieta potrzeb klienta: odpowiedzi trafiają do osób przygotowujących wycenę."
        actions={
          <>
            {wizard.hasContent ? (
              <Button variant="outline" onClick={() => setDiscarding(true)}>
                Odrzuć szkic
              </Button>
            ) : null}
            <Button as={Link} to="/needs-assessment-list" variant="outline">
              Zapisane badania
            </Button>
          </>
        }
      />
      <StyledStack>
        {wizard.restoredFrom !== null && wizard.hasContent ? (
          <StyledNotice role="status">
            <span>
              Przywrócono niezapisany szkic
              {wizard.restoredFrom ? ` z ${formatDateTime(wizard.restoredFrom)}` : ''}. Możesz kontynuować lub
              zacząć od nowa.
            </span>
          </StyledNotice>
        ) : null}
        <ClientCard
          values={draft.client}
          errors={shownClientErrors}
          onChange={(field, value) => {
            wizard.setClientField(field, value);
            setServerErrors(({ [field]: _dropped, ...rest }) => rest);
          }}
          onLeave={(field) => setVisitedClient((current) => new Set([...current, field]))}
        />
        <Card role="region" aria-label="Ankieta">
          {questionsQuery.isPending ? (
            <LoadingState text="Ładowanie pytań..." />
          ) : questionsQuery.isError ? (
            <ErrorState
              title="Nie udało się załadować pytań"
              description="Sprawdź połączenie i spróbuj ponownie."
              onRetry={() => void questionsQuery.refetch()}
            />
          ) : !step ? (
            <EmptyState
              title="Brak pytań w ankiecie"
              description="Administrator nie dodał jeszcze aktywnych pytań badania potrzeb."
            />
          ) : (
            <StyledWizard>
              <StepList steps={steps} current={index} answers={draft.answers} onSelect={goTo} />
              <StyledStep aria-labelledby="assessment-step-title" ref={stepSection}>
                <WizardProgress
                  index={index}
                  steps={steps.length}
                  answered={counter.answered}
                  total={counter.total}
                />
                <StyledStepTitle id="assessment-step-title" ref={stepTitle} tabIndex={-1}>
                  {step.category}
                </StyledStepTitle>
                {groupTicks(step.questions).map((group) =>
                  group.length > 1 ? (
                    <StyledTicks key={group[0].id}>{group.map(renderQuestion)}</StyledTicks>
                  ) : (
                    renderQuestion(group[0])
                  ),
                )}
                <WizardFooter
                  isFirst={index === 0}
                  isLast={isLast}
                  saving={save.isPending}
                  onBack={() => goTo(index - 1)}
                  onForward={goForward}
                />
              </StyledStep>
            </StyledWizard>
          )}
        </Card>
      </StyledStack>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="Odrzucić szkic?"
        description="Dane klienta i wszystkie odpowiedzi tego badania zostaną usunięte. Tej operacji nie można cofnąć."
        confirmLabel="Odrzuć szkic"
        variant="destructive"
        irreversible
        onConfirm={() => {
          guard.release();
          wizard.discard();
          setVisitedClient(new Set());
          setVisitedQuestions(new Set());
          setServerErrors({});
        }}
      />
    </PageContainer>
  );
}
