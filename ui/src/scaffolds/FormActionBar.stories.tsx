import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/Card/Card.tsx';
import { ThemeSideBySide } from '../storybook/ThemeSideBySide.tsx';
import { FormActionBar } from './FormActionBar.tsx';

const meta = {
  title: 'Scaffolds/FormActionBar',
  component: FormActionBar,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-label': 'Podsumowanie wyceny',
    label: 'Wartość brutto',
    value: '15 184,97 zł',
    detail: 'netto 12 345,50 zł',
    children: null,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A phone-sized frame: its transform makes the bar's `position: fixed` stick to the frame instead of
 * the whole preview, so several phones fit side by side.
 */
function PhoneFrame({ children }: { children: React.ReactNode }) {
  return (
    <div
      style={{
        position: 'relative',
        width: 390,
        height: 420,
        overflow: 'auto',
        transform: 'translateZ(0)',
        border: '1px solid rgba(127, 127, 127, 0.4)',
      }}
    >
      <div style={{ padding: 16 }}>
        <Card>
          <CardHeader>
            <CardTitle>Pozycje wyceny</CardTitle>
          </CardHeader>
          <CardContent>Agregat prądotwórczy 20 kVA · 14 dni</CardContent>
        </Card>
        <div style={{ height: 360 }} />
        <Card id="summary" tabIndex={-1}>
          <CardHeader>
            <CardTitle>Podsumowanie</CardTitle>
          </CardHeader>
          <CardContent>Netto, VAT i brutto</CardContent>
        </Card>
        {children}
      </div>
    </div>
  );
}

export const Default: Story = {
  render: (args) => (
    <PhoneFrame>
      <FormActionBar {...args} summaryId="summary">
        <Button type="submit">Utwórz wycenę</Button>
      </FormActionBar>
    </PhoneFrame>
  ),
};

export const Catalog: Story = {
  render: () => (
    <ThemeSideBySide>
      <PhoneFrame>
        <FormActionBar
          aria-label="Podsumowanie wyceny"
          label="Wartość brutto"
          value="15 184,97 zł"
          detail="netto 12 345,50 zł"
        >
          <Button type="submit">Utwórz wycenę</Button>
        </FormActionBar>
      </PhoneFrame>
      <PhoneFrame>
        <FormActionBar aria-label="Podsumowanie wyceny" label="Wartość brutto" value="1 234 567,89 zł">
          <Button type="submit" loading>
            Zapisz zmiany
          </Button>
        </FormActionBar>
      </PhoneFrame>
    </ThemeSideBySide>
  ),
};
