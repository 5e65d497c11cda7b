import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../components/Card/Card.tsx';
import { withRouter } from '../storybook/decorators.tsx';
import { ThemeSideBySide } from '../storybook/ThemeSideBySide.tsx';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Scaffolds/ErrorState',
  component: ErrorState,
  decorators: [withRouter],
  args: {
    title: 'Błąd ładowania wyceny',
    description: 'Nie udało się załadować danych wyceny.',
    backTo: '/quotes',
    backLabel: 'Powrót do wycen',
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <Card>
        <ErrorState
          title="Błąd ładowania wyceny"
          description="Nie udało się załadować danych wyceny."
          backTo="/quotes"
          backLabel="Powrót do wycen"
          onRetry={() => {}}
        />
      </Card>
      <Card>
        <ErrorState />
      </Card>
    </ThemeSideBySide>
  ),
};
