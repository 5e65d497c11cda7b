import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

function SummaryCard() {
  return (
    <Card style={{ maxWidth: 420 }}>
      <CardHeader>
        <CardTitle>Podsumowanie</CardTitle>
        <CardDescription>Wycena WYC/2026/0042</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledSummary>
          <dt>Wartość netto</dt>
          <dd>12 345,50 zł</dd>
          <dt>VAT 23%</dt>
          <dd>2 839,47 zł</dd>
          <dt>Wartość brutto</dt>
          <dd>15 184,97 zł</dd>
          <dt>Liczba pozycji</dt>
          <dd>3</dd>
        </StyledSummary>
      </CardContent>
      <CardFooter>
        <Button variant="outline">Drukuj</Button>
        <Button>Edytuj</Button>
      </CardFooter>
    </Card>
  );
}

export const Default: Story = { render: () => <SummaryCard /> };

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <SummaryCard />
      <StyledGrid>
        <Card>
          <CardHeader>
            <CardTitle>Klimatyzacje</CardTitle>
            <CardDescription>12 szt. w katalogu</CardDescription>
          </CardHeader>
          <CardContent>
            <Badge variant="success">Dostępne: 9</Badge>
          </CardContent>
        </Card>
        <Card>
          <CardContent>Karta z samą treścią, bez nagłówka i stopki.</CardContent>
        </Card>
      </StyledGrid>
    </ThemeSideBySide>
  ),
};
