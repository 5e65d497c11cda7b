import { categoryTypeLabels, type Question, questionTypeLabels } from '@ppp/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataTable,
  type DataTableColumn,
  IconButton,
  IconEdit,
  IconPlus,
  IconTrash,
  StyledHeaderRow,
  StyledTitleRow,
  Switch,
} from '@ppp/ui';
import styled from 'styled-components';
import { useSetQuestionActive } from '../../api.ts';
import type { CategoryGroup } from './categoryGroups.ts';

export interface CategoryQuestionsCardProps {
  group: CategoryGroup;
  onAdd: (category: string) => void;
  onEdit: (question: Question) => void;
  onDelete: (question: Question) => void;
  onDeleteCategory: (group: CategoryGroup) => void;
}

const StyledQuestion = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledOptions = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function StatusSwitch({ question }: { question: Question }) {
  const setActive = useSetQuestionActive();
  const shown = setActive.isPending
    ? (setActive.variables?.isActive ?? question.isActive)
    : question.isActive;
  return (
    <Switch
      size="sm"
      checked={shown}
      disabled={setActive.isPending}
      aria-label={`Aktywne: ${question.question}`}
      label={shown ? 'Aktywne' : 'Nieaktywne'}
      onCheckedChange={(isActive) => setActive.mutate({ id: question.id, isActive })}
    />
  );
}

/** One category's questions by position: position, question, type, status, actions (spec-2 §2). */
export function CategoryQuestionsCard({
  group,
  onAdd,
  onEdit,
  onDelete,
  onDeleteCategory,
}: CategoryQuestionsCardProps) {
  const activeCount = group.questions.filter((question) => question.isActive).length;
  const categoryType = group.questions.find((question) => question.categoryType)?.categoryType;
  const columns: DataTableColumn<Question>[] = [
    {
      header: 'Pytanie',
      cell: (question) => (
        <StyledQuestion>
          <span>
            {question.question} {question.isRequired ? <Badge variant="warning">Wymagane</Badge> : null}
          </span>
          {question.options.length > 0 ? <StyledOptions>{question.options.join(' · ')}</StyledOptions> : null}
        </StyledQuestion>
      ),
    },
    { header: 'Typ', cell: (question) => questionTypeLabels[question.type], muted: true, width: '190px' },
    { header: 'Status', cell: (question) => <StatusSwitch question={question} />, width: '150px' },
  ];
  const titleId = `category-${group.category.replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <StyledHeaderRow>
          <StyledTitleRow>
            <CardTitle as="h2" id={titleId}>
              {group.category}
            </CardTitle>
            <Badge variant="neutral" title="Aktywne pytania / wszystkie">
              {activeCount} / {group.questions.length}
            </Badge>
            {categoryType ? <Badge variant="outline">{categoryTypeLabels[categoryType]}</Badge> : null}
          </StyledTitleRow>
          <StyledActions>
            <Button size="sm" variant="outline" onClick={() => onAdd(group.category)}>
              <IconPlus size={16} />
              Dodaj pytanie
            </Button>
            <Button size="sm" variant="outline" onClick={() => onDeleteCategory(group)}>
              <IconTrash size={16} />
              Usuń kategorię
            </Button>
          </StyledActions>
        </StyledHeaderRow>
      </CardHeader>
      <CardContent>
        <DataTable
          aria-label={`Pytania: ${group.category}`}
          rows={group.questions}
          rowKey={(question) => question.id}
          title={{ header: 'Pozycja', cell: (question) => question.position, width: '90px' }}
          columns={columns}
          cardTitleLevel={3}
          actions={(question) => (
            <>
              <IconButton
                size="sm"
                icon={<IconEdit />}
                aria-label={`Edytuj pytanie ${question.question}`}
                onClick={() => onEdit(question)}
              />
              <IconButton
                size="sm"
                icon={<IconTrash />}
                aria-label={`Usuń pytanie ${question.question}`}
                onClick={() => onDelete(question)}
              />
            </>
          )}
        />
      </CardContent>
    </Card>
  );
}
