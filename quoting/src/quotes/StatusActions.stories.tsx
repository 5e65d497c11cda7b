import { approveQuotesOf, can, type QuoteKind, type QuoteStatus, type Role } from '@ppp/domain';
import { Toaster } from '@ppp/ui';
import { SignedInAs, withSignedInUser } from '@ppp/ui/storybook/signedIn.tsx';
import { CatalogSection, ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { StatusActions, type StatusChange } from './StatusActions.tsx';
import { statusActionsFor } from './statusActions.ts';

/** A status mutation at rest. */
export const idleStatusChange: StatusChange = { isPending: false, variables: undefined, mutate: () => {} };

/** Transport quotes: the transport manager approves them, an employee only sends them for approval. */
const approver: Role = 'transport_manager';
const employee: Role = 'employee';

const meta = {
  title: 'Quotes/StatusActions',
  component: StatusActions,
  excludeStories: ['idleStatusChange'],
  decorators: [withSignedInUser],
  parameters: { signedInAs: approver },
  args: { status: 'draft', kind: 'transport', change: idleStatusChange },
  argTypes: {
    status: { control: 'inline-radio', options: ['draft', 'pending', 'approved', 'rejected'] },
    kind: { control: 'inline-radio', options: ['equipment', 'transport', 'electrical', 'general'] },
    change: { control: false },
  },
} satisfies Meta<typeof StatusActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status change that takes a moment, as the server's would, then moves the quote on. */
function WorkingStatusActions({ initialStatus, kind }: { initialStatus: QuoteStatus; kind: QuoteKind }) {
  const [status, setStatus] = useState(initialStatus);
  const [pendingTo, setPendingTo] = useState<QuoteStatus | undefined>(undefined);
  const change: StatusChange = {
    isPending: pendingTo !== undefined,
    variables: pendingTo,
    mutate: (to, { onSuccess }) => {
      setPendingTo(to);
      setTimeout(() => {
        setPendingTo(undefined);
        setStatus(to);
        onSuccess({ passedTo: to === 'pending' ? ['Anna Nowak'] : undefined });
      }, 1200);
    },
  };
  return (
    <>
      <StatusActions status={status} kind={kind} change={change} />
      <Toaster />
    </>
  );
}

/**
 * For the transport manager: click through the statuses; each change waits a moment, as the server's
 * would, and shows its toast.
 */
export const Default: Story = {
  render: (args) => <WorkingStatusActions key={args.status} initialStatus={args.status} kind={args.kind} />,
};

export const DraftForApprover: Story = { args: { status: 'draft' } };

export const DraftForEmployee: Story = { args: { status: 'draft' }, parameters: { signedInAs: employee } };

export const PendingForApprover: Story = { args: { status: 'pending' } };

/** An employee may only take the quote back to a draft; approving and rejecting are not offered. */
export const PendingForEmployee: Story = {
  args: { status: 'pending' },
  parameters: { signedInAs: employee },
};

export const ApprovedForApprover: Story = { args: { status: 'approved' } };

/** Reopening needs the approve capability: an employee gets no buttons (the component renders nothing). */
export const ApprovedForEmployee: Story = {
  args: { status: 'approved' },
  parameters: { signedInAs: employee },
};

export const RejectedForApprover: Story = { args: { status: 'rejected' } };

/** Reopening needs the approve capability: an employee gets no buttons (the component renders nothing). */
export const RejectedForEmployee: Story = {
  args: { status: 'rejected' },
  parameters: { signedInAs: employee },
};

/** 'Zatwierdź' chosen: its button waits, the others are disabled until the server answers. */
export const Approving: Story = {
  args: { status: 'pending', change: { ...idleStatusChange, isPending: true, variables: 'approved' } },
};

const statuses: { status: QuoteStatus; label: string }[] = [
  { status: 'draft', label: 'Wersja robocza' },
  { status: 'pending', label: 'Oczekująca' },
  { status: 'approved', label: 'Zatwierdzona' },
  { status: 'rejected', label: 'Odrzucona' },
];

const StyledRoleTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function StatusCatalog({ role, title }: { role: Role; title: string }) {
  return (
    <SignedInAs userRole={role}>
      <StyledRoleTitle>{title}</StyledRoleTitle>
      {statuses.map(({ status, label }) => (
        <CatalogSection
          key={status}
          label={
            statusActionsFor(status, can(role, approveQuotesOf('transport'))).length > 0
              ? label
              : `${label}: brak dostępnych zmian`
          }
        >
          <StatusActions status={status} kind="transport" change={idleStatusChange} />
        </CatalogSection>
      ))}
    </SignedInAs>
  );
}

/** Every status, for the transport manager and for an employee. */
export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <StatusCatalog role={approver} title="Kierownik transportu (może zatwierdzać)" />
      <StatusCatalog role={employee} title="Pracownik (bez uprawnień do zatwierdzania)" />
    </ThemeSideBySide>
  ),
};
