import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/Card/Card.tsx';
import { withRouter } from '../storybook/decorators.tsx';
import { ThemeSideBySide } from '../storybook/ThemeSideBySide.tsx';
import { PageContainer } from './PageContainer.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Scaffolds/PageContainer',
  component: PageContainer,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { width: 'default', children: null },
  argTypes: {
    width: { control: 'inline-radio', options: ['narrow', 'default', 'wide'] },
    children: { control: false },
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

function ProfilePage({ width }: { width?: 'narrow' | 'default' | 'wide' }) {
  return (
    <PageContainer width={width}>
      <PageHeader title="Profil" subtitle="Twoje dane w systemie" actions={<Button>Zapisz zmiany</Button>} />
      <Card>
        <CardHeader>
          <CardTitle>Dane osobowe</CardTitle>
          <CardDescription>Imię i nazwisko widoczne w wycenach.</CardDescription>
        </CardHeader>
        <CardContent>Jan Kowalski · jan.kowalski@firma.pl · Pracownik</CardContent>
      </Card>
    </PageContainer>
  );
}

export const Default: Story = { render: (args) => <ProfilePage width={args.width} /> };

export const Catalog: Story = {
  render: () => (
    <ThemeSideBySide stacked>
      <ProfilePage width="narrow" />
    </ThemeSideBySide>
  ),
};
