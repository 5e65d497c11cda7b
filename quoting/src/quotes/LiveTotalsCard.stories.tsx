import { formatDistance, formatMoney } from '@ppp/domain';
import { Button } from '@ppp/ui';
import { withRouter } from '@ppp/ui/storybook/decorators.tsx';
import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { LiveTotalsCard, QuoteFormButtons, type QuoteFormButtonsProps } from './LiveTotalsCard.tsx';

/** 12 345,67 zł net at 23% VAT, as domain's quoteTotals computes them while the form is filled in. */
const totals = { totalNet: '12345.67', vatAmount: '2839.50', totalGross: '15185.17' };

type ButtonsProps = Pick<QuoteFormButtonsProps, 'saving'> & {
  readOnly?: boolean;
  nothingToSave?: boolean;
  mainLabel?: string;
};

/** The form's buttons as QuoteFormShell passes them: the main submit waits for either save. */
function FormButtons({
  saving,
  readOnly = false,
  nothingToSave = false,
  mainLabel = 'Utwórz wycenę',
}: ButtonsProps) {
  return (
    <QuoteFormButtons
      readOnly={readOnly}
      backTo="/quotes"
      main={
        <Button type="submit" loading={saving === 'final'} disabled={saving !== null || nothingToSave}>
          {mainLabel}
        </Button>
      }
      onSaveDraft={fn()}
      saving={saving}
      draftDisabled={nothingToSave}
    />
  );
}

/** Like the transport form's formula above the figures (mf-transport's costPanelLead). */
const StyledFormula = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-variant-numeric: tabular-nums;

  strong {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const transportLead = (
  <StyledFormula aria-live="polite">
    {formatMoney('8.50')}/km × {formatDistance('412.5')}
    <strong>Koszt transportu: {formatMoney('3506.25')}</strong>
  </StyledFormula>
);

const meta = {
  title: 'Quotes/LiveTotalsCard',
  component: LiveTotalsCard,
  decorators: [withRouter],
  args: {
    label: 'Wartość wyceny',
    totals,
    vatRate: '23.00',
    currency: 'PLN',
    children: <FormButtons saving={null} />,
  },
  argTypes: {
    lead: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof LiveTotalsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new quote's form: create, save as a draft, or cancel. */
export const Creating: Story = {};

/** 'Zapisz jako wersję roboczą' chosen: it waits, and the main button with it. */
export const SavingDraft: Story = { args: { children: <FormButtons saving="draft" /> } };

/** The main button chosen on an edit. */
export const SavingChanges: Story = {
  args: { children: <FormButtons saving="final" mainLabel="Zapisz zmiany" /> },
};

/** A locked quote's form (approved or rejected): only the way back to the quote. */
export const ReadOnly: Story = { args: { children: <FormButtons saving={null} readOnly /> } };

/** Items still missing their equipment or with wrong values are left out of the figures. */
export const WithItemsNotCounted: Story = {
  args: {
    note: 'Nie wliczono pozycji bez wybranego sprzętu lub z niepoprawnymi wartościami (2).',
  },
};

/** A department quote without items: nothing to save yet, both save buttons wait. */
export const NothingToSave: Story = {
  args: {
    totals: { totalNet: '0.00', vatAmount: '0.00', totalGross: '0.00' },
    children: <FormButtons saving={null} nothingToSave />,
  },
};

/** The transport form: its own title and the rate × distance formula above the figures. */
export const TransportLead: Story = {
  args: {
    title: 'Kalkulacja kosztów',
    label: 'Wartość wyceny transportu',
    totals: { totalNet: '3506.25', vatAmount: '806.44', totalGross: '4312.69' },
    lead: transportLead,
    children: <FormButtons saving={null} mainLabel="Utwórz wycenę" />,
  },
};

/** The transport form before a vehicle and a distance are given. */
export const TransportLeadEmpty: Story = {
  args: {
    title: 'Kalkulacja kosztów',
    label: 'Wartość wyceny transportu',
    totals: { totalNet: '0.00', vatAmount: '0.00', totalGross: '0.00' },
    lead: <StyledFormula>Wybierz pojazd i podaj dystans, aby obliczyć koszt.</StyledFormula>,
    children: <FormButtons saving={null} mainLabel="Utwórz wycenę" />,
  },
};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <LiveTotalsCard
        label="Wartość wyceny"
        totals={totals}
        vatRate="23.00"
        currency="PLN"
        note="Nie wliczono pozycji bez wybranego sprzętu lub z niepoprawnymi wartościami (2)."
      >
        <FormButtons saving="draft" />
      </LiveTotalsCard>
      <LiveTotalsCard
        title="Kalkulacja kosztów"
        label="Wartość wyceny transportu"
        totals={{ totalNet: '3506.25', vatAmount: '806.44', totalGross: '4312.69' }}
        vatRate="23.00"
        currency="PLN"
        lead={transportLead}
      >
        <FormButtons saving={null} readOnly />
      </LiveTotalsCard>
    </ThemeSideBySide>
  ),
};
