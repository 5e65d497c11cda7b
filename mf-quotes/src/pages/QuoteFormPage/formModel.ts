import {
  type DecimalKind,
  decimalPlaces,
  type Equipment,
  formatDateText,
  itemPeriodText,
  type PlausibleLimit,
  periodTexts,
  type QuoteDetail,
  type QuoteItem,
  readDecimalText,
  typedDecimal,
} from '@ppp/domain';
import { type ClientDraft, emptyClientDraft } from '@ppp/quoting';
import { userNotesOf, writeUserNotes } from './itemNotes.ts';

export type { ClientDraft };

/**
 * One item as the form holds it: every typed figure is the text of its input, so a half-typed
 * number stays as typed; the names are the request's (D5), so server field errors such as
 * `items.0.quantity` land under the matching input.
 */
export interface ItemDraft {
  /** The saved item's id on edit; only an item whose equipment left the catalogue needs it back (D8). */
  savedItemId: number | null;
  categoryId: string;
  equipmentId: string;
  quantity: string;
  rentalPeriodDays: string;
  discountOverride: string;
  includeFuelCost: boolean;
  includeInstallationCost: boolean;
  includeDisassemblyCost: boolean;
  includeTravelServiceCost: boolean;
  includeServiceItems: boolean;
  includeMaintenanceCost: boolean;
  hoursPerDay: string;
  kilometersPerDay: string;
  fuelPricePerLiter: string;
  fuelConsumptionLH: string;
  fuelConsumptionPer100km: string;
  installationDistanceKm: string;
  travelRatePerKm: string;
  numberOfTechnicians: string;
  serviceRatePerTechnician: string;
  disassemblyDistanceKm: string;
  disassemblyTravelRatePerKm: string;
  disassemblyNumberOfTechnicians: string;
  disassemblyServiceRatePerTechnician: string;
  travelServiceDistanceKm: string;
  travelServiceTravelRatePerKm: string;
  travelServiceNumberOfTechnicians: string;
  travelServiceServiceRatePerTechnician: string;
  travelServiceNumberOfTrips: string;
  serviceItem1Cost: string;
  serviceItem2Cost: string;
  serviceItem3Cost: string;
  serviceItem4Cost: string;
  selectedAdditional: number[];
  selectedAccessories: number[];
  /** The notes as saved: plain text or the JSON form of spec-1 (D4). */
  storedNotes: string;
  /** What the notes field shows and edits: the JSON form's userNotes, or the plain text. */
  userNotes: string;
  /** The saved item, for an item whose equipment is no longer in the active catalogue. */
  saved: Pick<QuoteItem, 'totalPrice' | 'equipment'> | null;
}

export interface QuoteFormValues {
  pricingSchemaId: string;
  /** The existing client being edited, or null for a new one (created on save). */
  clientId: number | null;
  client: ClientDraft;
  notes: string;
  /** D21: 'Data rozpoczęcia' as typed ('DD.MM.YYYY'), '' for none. */
  startsOn: string;
  /** D21: 'Okres wynajmu (dni)' of the whole quote, as typed: the period of every item without its own. */
  rentalDays: string;
  items: ItemDraft[];
}

export const emptyClient: ClientDraft = emptyClientDraft;

/** The figures of the cost blocks when their option is off (switching off zeroes them, spec-1 §4). */
export const zeroedFigures = {
  fuelPricePerLiter: '0',
  fuelConsumptionLH: '0',
  fuelConsumptionPer100km: '0',
  installationDistanceKm: '0',
  travelRatePerKm: '0',
  numberOfTechnicians: '0',
  serviceRatePerTechnician: '0',
  disassemblyDistanceKm: '0',
  disassemblyTravelRatePerKm: '0',
  disassemblyNumberOfTechnicians: '0',
  disassemblyServiceRatePerTechnician: '0',
  travelServiceDistanceKm: '0',
  travelServiceTravelRatePerKm: '0',
  travelServiceNumberOfTechnicians: '0',
  travelServiceServiceRatePerTechnician: '0',
  travelServiceNumberOfTrips: '0',
  serviceItem1Cost: '0',
  serviceItem2Cost: '0',
  serviceItem3Cost: '0',
  serviceItem4Cost: '0',
} as const satisfies Partial<ItemDraft>;

/**
 * A figure as its input shows it, Polish style, within the places its field keeps (D20): "150.00" →
 * "150", "6.50" → "6,50" for money, the API's "37.50" km → "37,5" for a distance (37,50 would be
 * refused by the field it came from). The request schema reads the comma back, so nothing is lost.
 */
export function figureText(
  value: string | number | null | undefined,
  fallback = '0',
  kind: DecimalKind = 'money',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const text = String(value).trim();
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return text;
  const [whole, fraction = ''] = text.split(/[.,]/);
  if (/^0*$/.test(fraction)) return whole;
  let kept = fraction;
  while (kept.length > decimalPlaces[kind] && kept.endsWith('0')) kept = kept.slice(0, -1);
  return `${whole},${kept}`;
}

export function emptyItem(): ItemDraft {
  return {
    savedItemId: null,
    categoryId: '',
    equipmentId: '',
    quantity: '1',
    // D21: empty, the item takes the quote's period.
    rentalPeriodDays: '',
    discountOverride: '',
    includeFuelCost: false,
    includeInstallationCost: false,
    includeDisassemblyCost: false,
    includeTravelServiceCost: false,
    includeServiceItems: false,
    includeMaintenanceCost: false,
    hoursPerDay: '8',
    kilometersPerDay: '100',
    ...zeroedFigures,
    selectedAdditional: [],
    selectedAccessories: [],
    storedNotes: '',
    userNotes: '',
    saved: null,
  };
}

/**
 * A typed count (a quantity, an item's period, technicians) as the request sends it. Blank is none
 * (for a period: the quote's, D21). A number is kept as typed, so 3.5 or 0 is refused with its
 * message (D19). Text that is no plain number ('abc', '1e2') goes on as NaN, which the form marks
 * 'Nieprawidłowa liczba': D20 replaces spec-1 §5's fallback to 1, so nothing is priced as 1.
 */
export function countOf(text: string): number | null {
  // D20's one parser: its text is read as every decimal field reads it.
  const value = typedDecimal(text);
  if (value === '') return null;
  return value === null ? Number.NaN : Number(value);
}

const count = (value: number | null | undefined, fallback = '0') =>
  value === null || value === undefined ? fallback : String(value);

/** A saved item as the form edits it; `active` tells whether its equipment can still be priced. */
function itemFromSaved(item: QuoteItem, active: Equipment | undefined): ItemDraft {
  // Each figure within its own field's places.
  const text = (name: ItemDecimalName, fallback = '0') =>
    figureText(item[name], fallback, itemDecimalKinds[name]);
  return {
    ...emptyItem(),
    savedItemId: item.id,
    categoryId: item.equipment.category.id ? String(item.equipment.category.id) : '',
    equipmentId: item.equipmentId ? String(item.equipmentId) : '',
    quantity: String(item.quantity),
    rentalPeriodDays: String(item.rentalPeriodDays),
    discountOverride: text('discountOverride', ''),
    includeFuelCost: item.includeFuelCost,
    includeInstallationCost: item.includeInstallationCost,
    includeDisassemblyCost: item.includeDisassemblyCost,
    includeTravelServiceCost: item.includeTravelServiceCost,
    includeServiceItems: item.includeServiceItems,
    includeMaintenanceCost: item.includeMaintenanceCost,
    hoursPerDay: text('hoursPerDay', '8'),
    kilometersPerDay: text('kilometersPerDay', '100'),
    fuelPricePerLiter: text('fuelPricePerLiter'),
    fuelConsumptionLH: text('fuelConsumptionLH'),
    fuelConsumptionPer100km: text('fuelConsumptionPer100km'),
    installationDistanceKm: text('installationDistanceKm'),
    travelRatePerKm: text('travelRatePerKm'),
    numberOfTechnicians: count(item.numberOfTechnicians),
    serviceRatePerTechnician: text('serviceRatePerTechnician'),
    disassemblyDistanceKm: text('disassemblyDistanceKm'),
    disassemblyTravelRatePerKm: text('disassemblyTravelRatePerKm'),
    disassemblyNumberOfTechnicians: count(item.disassemblyNumberOfTechnicians),
    disassemblyServiceRatePerTechnician: text('disassemblyServiceRatePerTechnician'),
    travelServiceDistanceKm: text('travelServiceDistanceKm'),
    travelServiceTravelRatePerKm: text('travelServiceTravelRatePerKm'),
    travelServiceNumberOfTechnicians: count(item.travelServiceNumberOfTechnicians),
    travelServiceServiceRatePerTechnician: text('travelServiceServiceRatePerTechnician'),
    travelServiceNumberOfTrips: count(item.travelServiceNumberOfTrips),
    serviceItem1Cost: text('serviceItem1Cost'),
    serviceItem2Cost: text('serviceItem2Cost'),
    serviceItem3Cost: text('serviceItem3Cost'),
    serviceItem4Cost: text('serviceItem4Cost'),
    selectedAdditional: [...item.selectedAdditional],
    selectedAccessories: [...item.selectedAccessories],
    storedNotes: item.notes ?? '',
    userNotes: userNotesOf(item.notes),
    saved: active ? null : { totalPrice: item.totalPrice, equipment: item.equipment },
  };
}

export function valuesFromQuote(quote: QuoteDetail, equipment: readonly Equipment[]): QuoteFormValues {
  const byId = new Map(equipment.map((item) => [item.id, item]));
  const { client } = quote;
  const periods = periodTexts(
    quote.rentalDays,
    quote.items.map((item) => item.rentalPeriodDays),
  );
  return {
    pricingSchemaId: quote.pricingSchemaId ? String(quote.pricingSchemaId) : '',
    clientId: quote.clientId,
    client: {
      companyName: client.companyName ?? '',
      nip: client.nip ?? '',
      contactPerson: client.contactPerson ?? '',
      phone: client.phone ?? '',
      email: client.email ?? '',
      address: client.address ?? '',
    },
    notes: quote.notes ?? '',
    startsOn: formatDateText(quote.startsOn),
    rentalDays: periods.rentalDays,
    items: quote.items.map((item, index) => ({
      ...itemFromSaved(item, byId.get(item.equipmentId ?? 0)),
      rentalPeriodDays: periods.items[index],
    })),
  };
}

/** The form's items as their figures read them (D21): an item without its own period takes the quote's. */
export const withItemPeriods = (items: readonly ItemDraft[], rentalDays: string): ItemDraft[] =>
  items.map((item) => ({ ...item, rentalPeriodDays: itemPeriodText(item.rentalPeriodDays, rentalDays) }));

/** The typed decimal figures of an item and what each holds (D20: its places, the field it is). */
export const itemDecimalKinds = {
  discountOverride: 'percent',
  hoursPerDay: 'hours',
  kilometersPerDay: 'distance',
  fuelPricePerLiter: 'money',
  fuelConsumptionLH: 'figure',
  fuelConsumptionPer100km: 'figure',
  installationDistanceKm: 'distance',
  travelRatePerKm: 'money',
  serviceRatePerTechnician: 'money',
  disassemblyDistanceKm: 'distance',
  disassemblyTravelRatePerKm: 'money',
  disassemblyServiceRatePerTechnician: 'money',
  travelServiceDistanceKm: 'distance',
  travelServiceTravelRatePerKm: 'money',
  travelServiceServiceRatePerTechnician: 'money',
  serviceItem1Cost: 'money',
  serviceItem2Cost: 'money',
  serviceItem3Cost: 'money',
  serviceItem4Cost: 'money',
} as const satisfies Partial<Record<keyof ItemDraft, DecimalKind>>;

export type ItemDecimalName = keyof typeof itemDecimalKinds;

/** The figures questioned when unusually large (D20): the per-km rates and the distances. */
export const itemPlausibleLimits: Partial<Record<ItemDecimalName, PlausibleLimit>> = {
  travelRatePerKm: 'perKmRate',
  disassemblyTravelRatePerKm: 'perKmRate',
  travelServiceTravelRatePerKm: 'perKmRate',
  installationDistanceKm: 'distance',
  disassemblyDistanceKm: 'distance',
  travelServiceDistanceKm: 'distance',
};

/**
 * A typed decimal as the request sends it, read by the one parser (D20): '1 234,50' → '1234.50'.
 * Text it refuses goes on as NaN, which no schema takes, so the item is never priced from it.
 */
function decimal(value: string, name: ItemDecimalName): string | number | null {
  const reading = readDecimalText(value, decimalPlaces[itemDecimalKinds[name]]);
  if (reading.state === 'empty') return null;
  return reading.state === 'number' ? reading.value : Number.NaN;
}

/** The request body of one item (D5): the figures of a switched-off option are not sent. */
export function itemRequest(draft: ItemDraft) {
  const on = (flag: boolean, name: ItemDecimalName) => (flag ? decimal(draft[name], name) : null);
  const onCount = (flag: boolean, value: string) => (flag ? countOf(value) : null);
  const installation = draft.includeInstallationCost;
  const disassembly = draft.includeDisassemblyCost;
  const travel = draft.includeTravelServiceCost;
  const service = draft.includeServiceItems;
  return {
    // An item whose equipment was permanently deleted is kept as saved by its id, without equipment (D8).
    ...(draft.saved && !draft.equipmentId && draft.savedItemId ? { id: draft.savedItemId } : {}),
    equipmentId: draft.equipmentId ? Number(draft.equipmentId) : null,
    quantity: countOf(draft.quantity),
    rentalPeriodDays: countOf(draft.rentalPeriodDays),
    discountOverride: decimal(draft.discountOverride, 'discountOverride'),
    includeFuelCost: draft.includeFuelCost,
    includeInstallationCost: installation,
    includeDisassemblyCost: disassembly,
    includeTravelServiceCost: travel,
    includeServiceItems: service,
    includeMaintenanceCost: draft.includeMaintenanceCost,
    hoursPerDay: decimal(draft.hoursPerDay, 'hoursPerDay'),
    kilometersPerDay: decimal(draft.kilometersPerDay, 'kilometersPerDay'),
    fuelPricePerLiter: on(draft.includeFuelCost, 'fuelPricePerLiter'),
    fuelConsumptionLH: on(draft.includeFuelCost, 'fuelConsumptionLH'),
    fuelConsumptionPer100km: on(draft.includeFuelCost, 'fuelConsumptionPer100km'),
    installationDistanceKm: on(installation, 'installationDistanceKm'),
    travelRatePerKm: on(installation, 'travelRatePerKm'),
    numberOfTechnicians: onCount(installation, draft.numberOfTechnicians),
    serviceRatePerTechnician: on(installation, 'serviceRatePerTechnician'),
    disassemblyDistanceKm: on(disassembly, 'disassemblyDistanceKm'),
    disassemblyTravelRatePerKm: on(disassembly, 'disassemblyTravelRatePerKm'),
    disassemblyNumberOfTechnicians: onCount(disassembly, draft.disassemblyNumberOfTechnicians),
    disassemblyServiceRatePerTechnician: on(disassembly, 'disassemblyServiceRatePerTechnician'),
    travelServiceDistanceKm: on(travel, 'travelServiceDistanceKm'),
    travelServiceTravelRatePerKm: on(travel, 'travelServiceTravelRatePerKm'),
    travelServiceNumberOfTechnicians: onCount(travel, draft.travelServiceNumberOfTechnicians),
    travelServiceServiceRatePerTechnician: on(travel, 'travelServiceServiceRatePerTechnician'),
    travelServiceNumberOfTrips: onCount(travel, draft.travelServiceNumberOfTrips),
    serviceItem1Cost: on(service, 'serviceItem1Cost'),
    serviceItem2Cost: on(service, 'serviceItem2Cost'),
    serviceItem3Cost: on(service, 'serviceItem3Cost'),
    serviceItem4Cost: on(service, 'serviceItem4Cost'),
    selectedAdditional: draft.selectedAdditional,
    selectedAccessories: draft.selectedAccessories,
    notes: writeUserNotes(draft.storedNotes, draft.userNotes, draft) || null,
  };
}
