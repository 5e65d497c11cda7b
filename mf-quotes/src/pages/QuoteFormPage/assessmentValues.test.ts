import type { AssessmentQuoteStart } from '@ppp/quoting';
import { describe, expect, it } from 'vitest';
import { valuesFromAssessment } from './assessmentValues.ts';
import { emptyItem } from './formModel.ts';
import { curtain, generator } from './testData.ts';

const start: AssessmentQuoteStart = {
  assessment: { id: 12, responseNumber: 'BP/2026/0012' },
  clientId: null,
  clientAsSaved: null,
  client: {
    companyName: 'Stocznia Północ',
    nip: '',
    contactPerson: 'Jan Nowak',
    phone: '',
    email: '',
    address: '',
  },
  startsOn: '01.03.2027',
  rentalDays: '14',
  tickedTypes: ['Agregat prądotwórczy', 'Kurtyna powietrzna', 'Klimatyzacja'],
};

const cheaperGenerator = {
  ...generator,
  id: 3,
  name: 'Agregat prądotwórczy 10 kVA',
  pricing: generator.pricing.map((tier) => ({ ...tier, pricePerDay: '150.00' })),
};

describe('the equipment form from an assessment (D22)', () => {
  it('holds the client as a new one, the dates, and one item of the cheapest equipment per ticked type', () => {
    const { values, suggested } = valuesFromAssessment(start, [generator, cheaperGenerator, curtain], '2');
    expect(values).toMatchObject({
      pricingSchemaId: '2',
      clientId: null,
      client: start.client,
      notes: '',
      startsOn: '01.03.2027',
      rentalDays: '14',
    });
    // The curtain has no free unit and no air conditioner is in the catalogue: only the generator.
    expect(values.items).toHaveLength(1);
    expect(values.items[0]).toMatchObject({
      equipmentId: '3',
      categoryId: '1',
      quantity: '1',
      rentalPeriodDays: '',
    });
    expect(suggested).toEqual(['Agregat prądotwórczy 10 kVA']);
  });

  it('starts with one empty item and a day when nothing was ticked or answered', () => {
    const { values, suggested } = valuesFromAssessment(
      { ...start, startsOn: '', rentalDays: '', tickedTypes: [] },
      [generator],
      '',
    );
    expect(values.items).toEqual([emptyItem()]);
    expect(values.startsOn).toBe('');
    expect(values.rentalDays).toBe('1');
    expect(suggested).toEqual([]);
  });
});
