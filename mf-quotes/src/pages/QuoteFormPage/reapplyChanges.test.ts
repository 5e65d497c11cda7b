import { describe, expect, it } from 'vitest';
import { emptyClient, emptyItem, type QuoteFormValues } from './formModel.ts';
import { reapplyChanges } from './reapplyChanges.ts';

const base: QuoteFormValues = {
  pricingSchemaId: '1',
  clientId: 5,
  client: { ...emptyClient, companyName: 'Budimex S.A.', contactPerson: 'Jan Nowak', phone: '601 000 000' },
  notes: 'Stare uwagi',
  startsOn: '',
  rentalDays: '5',
  items: [{ ...emptyItem(), equipmentId: '3', quantity: '1' }],
};

describe('reapplyChanges (D19: keep my changes over the latest version)', () => {
  it('keeps the fields this tab changed and takes the others from the latest version', () => {
    const mine = { ...base, client: { ...base.client, contactPerson: 'Anna Kowalska' } };
    const latest = {
      ...base,
      notes: 'Uwagi z drugiej karty',
      client: { ...base.client, phone: '22 111 11 11' },
    };
    const merged = reapplyChanges(base, mine, latest);
    expect(merged.notes).toBe('Uwagi z drugiej karty');
    expect(merged.client).toMatchObject({
      contactPerson: 'Anna Kowalska',
      phone: '22 111 11 11',
      companyName: 'Budimex S.A.',
    });
  });

  it('takes the latest items when this tab did not touch any, and its own list when it did', () => {
    const latestItems = [{ ...base.items[0], quantity: '2' }];
    const latest = { ...base, items: latestItems };
    expect(reapplyChanges(base, { ...base, notes: 'x' }, latest).items).toEqual(latestItems);
    const myItems = [{ ...base.items[0], rentalPeriodDays: '14' }];
    expect(reapplyChanges(base, { ...base, items: myItems }, latest).items).toEqual(myItems);
  });

  it('keeps a client this tab chose instead, whole', () => {
    const mine = { ...base, clientId: 9, client: { ...emptyClient, companyName: 'Mostostal' } };
    const latest = { ...base, client: { ...base.client, phone: '22 111 11 11' } };
    const merged = reapplyChanges(base, mine, latest);
    expect(merged.clientId).toBe(9);
    expect(merged.client).toEqual(mine.client);
  });

  it('is the latest version itself when this tab changed nothing', () => {
    const latest = { ...base, notes: 'Nowe', pricingSchemaId: '2' };
    expect(reapplyChanges(base, base, latest)).toEqual(latest);
  });
});
