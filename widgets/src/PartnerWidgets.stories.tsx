import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import type { Mount } from './shared/element.ts';

// The widgets' states (D15), rendered as on a partner's page: each element in its own shadow root,
// the public API answered by a stand-in for `fetch` per story.

type Answer = { status: number; body: unknown } | 'pending' | 'offline';
type Scenario = Record<string, Answer>;

const equipment = [
  {
    id: 1,
    name: 'Agregat prądotwórczy 20 kVA',
    model: 'PRAMAC GSW22',
    power: '20 kVA',
    category: { id: 1, name: 'Agregaty prądotwórcze' },
    basePricePerDay: '180.00',
    availableQuantity: 6,
  },
  {
    id: 2,
    name: 'Nagrzewnica olejowa 30 kW',
    model: 'MASTER B 100',
    power: '30 kW',
    category: { id: 2, name: 'Nagrzewnice' },
    basePricePerDay: '95.00',
    availableQuantity: 4,
  },
];
const preview = {
  totalNet: '900.00',
  vatRate: '23.00',
  vatAmount: '207.00',
  totalGross: '1107.00',
  currency: 'PLN',
};
const question = (id: number, category: string, text: string, type: string, extra = {}) => ({
  id,
  category,
  question: text,
  type,
  position: id,
  isRequired: true,
  isActive: true,
  categoryType: 'general',
  options: [],
  ...extra,
});
const questions = [
  question(1, 'Informacje ogólne', 'Miejsce realizacji', 'text'),
  question(2, 'Informacje ogólne', 'Czy praca na zewnątrz?', 'radio'),
  question(3, 'Warunki', 'Temperatura minimalna (°C)', 'number', { isRequired: false }),
];
const refused = { status: 401, body: { message: 'Nieprawidłowy lub nieaktywny klucz API' } };

const quoteReady: Scenario = {
  'GET /equipment': { status: 200, body: equipment },
  'POST /quotes/preview': { status: 200, body: preview },
  'POST /quotes': {
    status: 201,
    body: { id: 7, quoteNumber: 'WYC/2026/0042', totalNet: '900.00', totalGross: '1107.00' },
  },
};

/** A `fetch` answering the public API's paths from the scenario. */
function fakeFetch(scenario: Scenario): typeof fetch {
  return async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/api/public/v1', '');
    const answer = scenario[`${init?.method ?? 'GET'} ${path}`] ?? {
      status: 404,
      body: { message: 'Nie znaleziono' },
    };
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

function WidgetStory({
  load,
  scenario,
  act,
}: {
  load: () => Promise<{ mount: Mount }>;
  scenario: Scenario;
  /** What the visitor does once the widget shows, inside its shadow root. */
  act?: (root: ShadowRoot) => Promise<void>;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || element.shadowRoot) return;
    const realFetch = window.fetch;
    window.fetch = fakeFetch(scenario);
    const root = element.attachShadow({ mode: 'open' });
    void load().then(async ({ mount }) => {
      mount(element, root, { apiUrl: 'https://wyceny.example.com', apiKey: 'ppp_demo' });
      await act?.(root);
    });
    return () => {
      window.fetch = realFetch;
    };
  }, [load, scenario, act]);
  return <div ref={host} style={{ maxWidth: 760 }} />;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
async function typeInto(root: ShadowRoot, selector: string, value: string) {
  await settle();
  const field = root.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  if (!field) return;
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
async function press(root: ShadowRoot, selector: string) {
  await settle();
  root.querySelector<HTMLButtonElement>(selector)?.click();
  await settle();
}

const quoteForm = () => import('./quote-form.tsx');
const assessment = () => import('./needs-assessment.tsx');

const meta = {
  title: 'Widgets/Partner-site widgets',
  component: WidgetStory,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QuoteFormLoading: Story = {
  args: { load: quoteForm, scenario: { 'GET /equipment': 'pending' } },
};
export const QuoteFormEmptyCatalogue: Story = {
  args: { load: quoteForm, scenario: { 'GET /equipment': { status: 200, body: [] } } },
};
export const QuoteFormReady: Story = { args: { load: quoteForm, scenario: quoteReady } };
export const QuoteFormValidationErrors: Story = {
  args: { load: quoteForm, scenario: quoteReady, act: (root) => press(root, 'button[type=submit]') },
};
const fillQuote = async (root: ShadowRoot) => {
  await typeInto(root, 'select', '1');
  await typeInto(root, 'input[autocomplete=organization]', 'Budowa Sp. z o.o.');
  await new Promise((resolve) => setTimeout(resolve, 500));
};
export const QuoteFormLiveTotal: Story = { args: { load: quoteForm, scenario: quoteReady, act: fillQuote } };
export const QuoteFormSending: Story = {
  args: {
    load: quoteForm,
    scenario: { ...quoteReady, 'POST /quotes': 'pending' },
    act: async (root) => {
      await fillQuote(root);
      await press(root, 'button[type=submit]');
    },
  },
};
export const QuoteFormSent: Story = {
  args: {
    load: quoteForm,
    scenario: quoteReady,
    act: async (root) => {
      await fillQuote(root);
      await press(root, 'button[type=submit]');
    },
  },
};
export const QuoteFormRefusedKey: Story = {
  args: { load: quoteForm, scenario: { 'GET /equipment': refused } },
};
/** D24: the page's origin is not on the key: told apart from an outage. */
export const QuoteFormNotConfigured: Story = {
  args: {
    load: quoteForm,
    scenario: {
      'GET /equipment': {
        status: 403,
        body: { code: 'origin_not_allowed', message: 'Niedozwolone źródło żądania' },
      },
    },
  },
};
export const QuoteFormNetworkError: Story = {
  args: { load: quoteForm, scenario: { 'GET /equipment': 'offline' } },
};

const assessmentReady: Scenario = {
  'GET /needs-assessment/questions': { status: 200, body: questions },
  'POST /needs-assessment': { status: 201, body: { id: 3, responseNumber: 'BP/2026/0007' } },
};
export const AssessmentLoading: Story = {
  args: { load: assessment, scenario: { 'GET /needs-assessment/questions': 'pending' } },
};
export const AssessmentClientCard: Story = { args: { load: assessment, scenario: assessmentReady } };
export const AssessmentValidationErrors: Story = {
  args: { load: assessment, scenario: assessmentReady, act: (root) => press(root, 'button[type=submit]') },
};
export const AssessmentQuestionStep: Story = {
  args: {
    load: assessment,
    scenario: assessmentReady,
    act: async (root) => {
      await typeInto(root, 'input[autocomplete=organization]', 'Budowa Sp. z o.o.');
      await press(root, 'button[type=submit]');
      await press(root, 'button[type=submit]');
    },
  },
};
/** D22: the thank-you, focused and scrolled into view, in place of the form. */
export const AssessmentSent: Story = {
  args: {
    load: assessment,
    scenario: assessmentReady,
    act: async (root) => {
      await typeInto(root, 'input[autocomplete=organization]', 'Budowa Sp. z o.o.');
      await press(root, 'button[type=submit]');
      await typeInto(root, '#a-1', 'Gdańsk, ul. Portowa 1');
      await press(root, 'input[type=radio]');
      await press(root, 'button[type=submit]');
      await press(root, 'button[type=submit]');
    },
  },
};
export const AssessmentRefusedKey: Story = {
  args: { load: assessment, scenario: { 'GET /needs-assessment/questions': refused } },
};
export const AssessmentNetworkError: Story = {
  args: { load: assessment, scenario: { 'GET /needs-assessment/questions': 'offline' } },
};
