import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../components/Card/Card.tsx';
import { withRouter } from '../storybook/decorators.tsx';
import { ThemeSideBySide } from '../storybook/ThemeSideBySide.tsx';
import { NotFoundState } from './NotFoundState.tsx';

const meta = {
  title: 'Scaffolds/NotFoundState',
  component: NotFoundState,
  decorators: [withRouter],
  args: {
    title: 'Wycena nie znaleziona',
    description: 'Nie można znaleźć wyceny o podanym ID.',
    backTo: '/quotes',
    backLabel: 'Powrót do wycen',
  },
} satisfies Meta<typeof NotFoundState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <Card>
        <NotFoundState
          title="Wycena nie znaleziona"
          description="Nie można znaleźć wyceny o podanym ID."
          backTo="/quotes"
          backLabel="Powrót do wycen"
        />
      </Card>
      <Card>
        <NotFoundState
          title="Strona nie istnieje"
          description="Sprawdź adres lub wróć na stronę główną."
          backTo="/"
        />
      </Card>
    </ThemeSideBySide>
  ),
};
