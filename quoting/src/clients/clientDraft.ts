import type { Client } from '@ppp/domain';

/** A client as a form holds it: every field as typed. Forms keep it as `client`, beside `clientId`. */
export interface ClientDraft {
  companyName: string;
  nip: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
}

/** The two fields every form with a client block holds (quote forms of every kind, D14/D18). */
export interface ClientFormFields {
  /** The address-book client being edited, or null for a new one. */
  clientId: number | null;
  client: ClientDraft;
}

export const emptyClientDraft: ClientDraft = {
  companyName: '',
  nip: '',
  contactPerson: '',
  phone: '',
  email: '',
  address: '',
};

export const clientDraftOf = (client: Pick<Client, keyof ClientDraft>): ClientDraft => ({
  companyName: client.companyName ?? '',
  nip: client.nip ?? '',
  contactPerson: client.contactPerson ?? '',
  phone: client.phone ?? '',
  email: client.email ?? '',
  address: client.address ?? '',
});

export const clientTitle = (client: Pick<Client, 'companyName' | 'contactPerson' | 'email' | 'phone'>) =>
  client.companyName || client.contactPerson || client.email || client.phone || 'Klient bez nazwy';
