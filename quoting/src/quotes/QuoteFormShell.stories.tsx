import { formatMoney } from '@ppp/domain';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  clearFormDrafts,
  formDraftKey,
  type StoredDraft,
  Toaster,
  toastSuccess,
} from '@ppp/ui';
import { withRouter } from '@ppp/ui/storybook/decorators.tsx';
import { storyUserId, withSignedInUser } from '@ppp/ui/storybook/signedIn.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { type ClientDraft, emptyClientDraft } from '../clients/clientDraft.ts';
import { QuoteFormShell } from './QuoteFormShell.tsx';
import { StaleVersionDialog } from './StaleVersionDialog.tsx';
import { type FormQuote, type QuoteFormFields, useQuoteForm } from './useQuoteForm.ts';

const budimex: ClientDraft = {
  companyName: 'Budimex S.A.',
  nip: '525-000-12-34',
  contactPerson: 'Anna Nowak',
  phone: '601 234 567',
  email: 'biuro@budimex.pl',
  address: 'ul. Siedmiogrodzka 9, 01-204 Warszawa',
};

const savedQuote: FormQuote = {
  id: 42,
  quoteNumber: 'WYC/2026/0042',
  status: 'draft',
  updatedAt: '2026-11-04T12:02:00.000Z',
};

const items = [
  { name: 'Agregat prądotwórczy 20 kVA', period: '14 dni × 1 szt.', net: '4200.00' },
  { name: 'Nagrzewnica olejowa 30 kW', period: '14 dni × 2 szt.', net: '5145.67' },
  { name: 'Osuszacz powietrza kondensacyjny', period: '10 dni × 3 szt.', net: '3000.00' },
];

/** The items' sum, 12 345,67 zł net, at 23% VAT. */
const totals = { totalNet: '12345.67', vatAmount: '2839.50', totalGross: '15185.17' };

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Stands in for a kind's items (the equipment items, the route, the department's equipment). */
function ItemsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pozycje wyceny</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledItems>
          {items.map((item) => (
            <li key={item.name}>
              <div>
                {item.name}
                <br />
                <span>{item.period}</span>
              </div>
              <strong>{formatMoney(item.net)}</strong>
            </li>
          ))}
        </StyledItems>
      </CardContent>
    </Card>
  );
}

export interface QuoteFormShellStoryProps {
  /** The quote being edited; null for a new one. */
  quote: FormQuote | null;
  /** A locked quote's form (approved or rejected). */
  readOnly: boolean;
  /** The client the form opens with: an address-book client on an edit. */
  client: ClientDraft | null;
  notes: string;
  /** Shows the 412 dialog over the form. */
  staleVersionOpen?: boolean;
}

/**
 * An equipment quote's form as a kind builds it: react-hook-form, useQuoteForm's state and the shell.
 * Both saves take a moment, as the server's would, and end with their toast.
 */
function QuoteFormShellStory({
  quote,
  readOnly,
  client,
  notes,
  staleVersionOpen = false,
}: QuoteFormShellStoryProps) {
  const form = useForm<QuoteFormFields>({
    defaultValues: { clientId: client ? 7 : null, client: client ?? emptyClientDraft, notes },
  });
  const state = useQuoteForm({ kind: 'equipment', form, quote, readOnly });
  const [saving, setSaving] = useState<'draft' | 'final' | null>(null);
  const [staleOpen, setStaleOpen] = useState(staleVersionOpen);

  const submit = state.submitWith((values, asDraft) => {
    setSaving(asDraft ? 'draft' : 'final');
    setTimeout(() => {
      setSaving(null);
      state.draft.clear();
      form.reset(values);
      const quoteNumber = quote?.quoteNumber ?? 'WYC/2026/0043';
      if (asDraft) toastSuccess(`Wycena ${quoteNumber} została zapisana jako wersja robocza`);
      else toastSuccess(quote ? 'Zmiany zostały zapisane' : 'Wycena została utworzona');
    }, 1200);
  });

  return (
    <>
      <QuoteFormShell
        state={state}
        submit={submit}
        flow={{
          saving,
          staleVersion: (
            <StaleVersionDialog
              open={staleOpen}
              loading={null}
              onKeepMine={() => setStaleOpen(false)}
              onDiscardMine={() => setStaleOpen(false)}
              onClose={() => setStaleOpen(false)}
            />
          ),
        }}
        texts={{ newTitle: 'Nowa wycena', create: 'Utwórz wycenę', cancelTo: '/quotes' }}
        totals={{ label: 'Wartość wyceny', totals, vatRate: '23.00', currency: 'PLN' }}
      >
        <ItemsCard />
      </QuoteFormShell>
      <Toaster />
    </>
  );
}

const notes = 'Dostawa na plac budowy przy ul. Żelaznej 28, wjazd od ul. Grzybowskiej.';

/** A phone's viewport (iPhone 12–14): the form gets the bar with the total and the main button. */
const phoneViewports = {
  phone390: { name: 'Telefon 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
};

const meta = {
  title: 'Quotes/QuoteFormShell',
  component: QuoteFormShellStory,
  decorators: [withSignedInUser, withRouter],
  // Equipment quotes: an employee edits them, only an administrator approves and reopens them.
  parameters: { signedInAs: 'employee' },
  // Every story starts from the saved values, whatever was typed into another one before.
  beforeEach: () => clearFormDrafts(),
  args: { quote: null, readOnly: false, client: null, notes: '' },
  argTypes: { quote: { control: false }, client: { control: false } },
} satisfies Meta<typeof QuoteFormShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new quote: an empty client, the items, the notes and the live totals with 'Utwórz wycenę'. */
export const NewQuote: Story = {};

/** An edit of a saved draft for an address-book client: 'Zapisz zmiany'. */
export const EditQuote: Story = { args: { quote: savedQuote, client: budimex, notes } };

/** An approved quote's form: the lock notice, every field disabled, only 'Powrót do wyceny'. */
export const LockedReadOnly: Story = {
  args: { quote: { ...savedQuote, status: 'approved' }, readOnly: true, client: budimex, notes },
};

/** D20: unsaved work of an earlier visit came back, with the offer to drop it. */
export const RestoredDraft: Story = {
  args: EditQuote.args,
  beforeEach: () => {
    const key = formDraftKey(storyUserId, 'quotes', savedQuote.id);
    const draft: StoredDraft<QuoteFormFields> = {
      values: { clientId: 7, client: budimex, notes: `${notes} Kontakt na budowie: 602 345 678.` },
      version: savedQuote.updatedAt,
      savedAt: '2026-11-05T16:48:00.000Z',
    };
    window.localStorage.setItem(key, JSON.stringify(draft));
    return () => window.localStorage.removeItem(key);
  },
};

/** D19: a save refused (412) because the quote was saved meanwhile elsewhere. */
export const StaleVersion: Story = {
  args: { ...EditQuote.args, staleVersionOpen: true },
};

export const EditQuoteDark: Story = { ...EditQuote, globals: { theme: 'dark' } };

/**
 * A phone (390 px): one column, and the total with the main button in the bar at the bottom.
 * Outside Storybook's viewport tool (iframe.html alone) the layout follows the window's width.
 */
export const Phone: Story = {
  args: EditQuote.args,
  parameters: { viewport: { options: phoneViewports } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
