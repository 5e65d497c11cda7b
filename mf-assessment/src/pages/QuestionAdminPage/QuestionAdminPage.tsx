import { pluralPl, type Question } from '@ppp/domain';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  IconPlus,
  LoadingState,
  PageContainer,
  PageHeader,
  useCan,
  usePageTitle,
} from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteCategory, useDeleteQuestion, useQuestions } from '../../api.ts';
import { CategoryDialog } from './CategoryDialog.tsx';
import { CategoryQuestionsCard } from './CategoryQuestionsCard.tsx';
import { type CategoryGroup, categoryGroups } from './categoryGroups.ts';
import { QuestionDialog } from './QuestionDialog.tsx';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

type Editing = { question: Question | null; category: string | null } | null;

const questionCount = (count: number) => `${count} ${pluralPl(count, 'pytanie', 'pytania', 'pytań')}`;

/** 'Pytania badania potrzeb' (/admin/needs-assessment): the questionnaire by category (spec-2 §2, D12). */
export function QuestionAdminPage() {
  usePageTitle('Pytania badania potrzeb');
  const hasAdminPanel = useCan('admin:users');
  const questions = useQuestions();
  const deleteQuestion = useDeleteQuestion();
  const deleteCategory = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [addingCategory, setAddingCategory] = useState(false);
  const [deletingQuestion, setDeletingQuestion] = useState<Question | null>(null);
  const [deletingCategory, setDeletingCategory] = useState<CategoryGroup | null>(null);
  const all = questions.data ?? [];
  const groups = categoryGroups(all);

  return (
    <PageContainer width="wide">
      <PageHeader
        title="Pytania badania potrzeb"
        subtitle="Kategorie są krokami ankiety; pytania w kolejności pozycji."
        backTo={hasAdminPanel ? '/admin' : undefined}
        backLabel={hasAdminPanel ? 'Panel Administratora' : undefined}
        actions={
          <>
            <Button variant="outline" onClick={() => setAddingCategory(true)}>
              <IconPlus size={16} />
              Dodaj kategorię
            </Button>
            <Button
              onClick={() => setEditing({ question: null, category: null })}
              disabled={!questions.isSuccess}
            >
              <IconPlus size={16} />
              Dodaj pytanie
            </Button>
          </>
        }
      />
      {questions.isPending ? (
        <LoadingState text="Ładowanie pytań..." />
      ) : questions.isError ? (
        <ErrorState
          title="Nie udało się załadować pytań"
          description="Sprawdź połączenie i spróbuj ponownie."
          onRetry={() => void questions.refetch()}
        />
      ) : groups.length === 0 ? (
        <EmptyState
          title="Ankieta nie ma jeszcze pytań"
          description="Dodaj kategorię, a potem jej pytania."
          action={<Button onClick={() => setAddingCategory(true)}>Dodaj kategorię</Button>}
        />
      ) : (
        <StyledStack>
          {groups.map((group) => (
            <CategoryQuestionsCard
              key={group.category}
              group={group}
              onAdd={(category) => setEditing({ question: null, category })}
              onEdit={(question) => setEditing({ question, category: question.category })}
              onDelete={setDeletingQuestion}
              onDeleteCategory={setDeletingCategory}
            />
          ))}
        </StyledStack>
      )}
      {editing ? (
        <QuestionDialog
          question={editing.question}
          category={editing.category}
          questions={all}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {addingCategory ? <CategoryDialog onClose={() => setAddingCategory(false)} /> : null}
      <ConfirmDialog
        open={deletingQuestion !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingQuestion(null);
        }}
        title="Usunąć pytanie?"
        description={
          deletingQuestion
            ? `Pytanie „${deletingQuestion.question}” zniknie z ankiety. Zapisane badania zachowają swoje odpowiedzi. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń pytanie"
        variant="destructive"
        onConfirm={() => (deletingQuestion ? deleteQuestion.mutateAsync(deletingQuestion.id) : undefined)}
      />
      <ConfirmDialog
        open={deletingCategory !== null}
        onOpenChange={(open) => {
          if (!open) setDeletingCategory(null);
        }}
        title="Usunąć kategorię?"
        description={
          deletingCategory
            ? `Kategoria „${deletingCategory.category}” i jej ${questionCount(deletingCategory.questions.length)} zostaną usunięte. Zapisane badania zachowają swoje odpowiedzi. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń kategorię"
        variant="destructive"
        onConfirm={() =>
          deletingCategory ? deleteCategory.mutateAsync(deletingCategory.category) : undefined
        }
      />
    </PageContainer>
  );
}
