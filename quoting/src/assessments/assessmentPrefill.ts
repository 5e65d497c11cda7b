import {
  type AssessmentDetail,
  type Client,
  compareNames,
  formatDateText,
  type Question,
  readDateText,
  rentalDaysOf,
  singularOf,
  toDecimal,
} from '@ppp/domain';
import { type ClientDraft, clientDraftOf } from '../clients/clientDraft.ts';

// D22: a quote form opened from a needs assessment starts from it: the client as the assessment
// names it, the dates from the answers of the questions marked `fills`, and one suggested item per
// equipment type ticked. Pure, so every kind's form reads the assessment the same way.

/** The assessment a quote is made from, as its form names it ('Wycena na podstawie badania …'). */
export interface AssessmentRef {
  id: number;
  responseNumber: string;
}

/** What a quote form of any kind takes from an assessment, as its fields hold text. */
export interface AssessmentQuoteStart {
  assessment: AssessmentRef;
  /**
   * The address-book client the quote starts with (its saved data in `client`, blanks filled from the
   * assessment): the latest quote's from the assessment, else the one client named as the assessment
   * names it (D19, D22: never a duplicate). Null otherwise: `client` is then the assessment's, a new
   * client (the form's client section offers existing ones, D19).
   */
  clientId: number | null;
  client: ClientDraft;
  /**
   * The address-book client as the book holds it, when `client` filled its blanks from the
   * assessment: what the save compares the form's client with, so those fields are written into the
   * book with the quote (D19, D22) rather than taken for the book's own. Null for a new client.
   */
  clientAsSaved: ClientDraft | null;
  /** 'Data rozpoczęcia' as the field shows it ('DD.MM.YYYY'), '' when not answered. */
  startsOn: string;
  /** 'Okres wynajmu (dni)' as typed ('14'), '' when not answered (an unusable answer as it was). */
  rentalDays: string;
  /** The equipment types ticked in the wizard, as their questions read ('Klimatyzacja'). */
  tickedTypes: string[];
}

const tickTypes = new Set(['checkbox', 'equipment_option']);

const answerText = (answer: string | string[] | undefined) =>
  typeof answer === 'string' ? answer.trim() : '';

/** A day answer ('YYYY-MM-DD', or a date typed before the question was a date) as the field shows it. */
function startsOnText(answer: string): string {
  const reading = readDateText(answer);
  return reading.state === 'date' ? formatDateText(reading.value) : '';
}

/**
 * A number answer as a whole period of 1–365 days; one that is not (saved before the wizard checked
 * it) as it was answered, so the form shows it and marks it rather than putting its default there.
 */
function rentalDaysText(answer: string): string {
  return String(rentalDaysOf(answer) ?? answer);
}

/**
 * The start of a quote from an assessment: its client fields, the first usable answer (in step
 * order) of a question filling `startsOn` and of one filling `rentalDays`, and the ticked types.
 * `questions` are the questionnaire's, whose `fills` say which answers fill what.
 */
export function quoteStartOf(
  assessment: AssessmentDetail,
  questions: readonly Pick<Question, 'id' | 'fills'>[],
): AssessmentQuoteStart {
  const fillsOf = new Map(questions.map((question) => [question.id, question.fills]));
  let startsOn = '';
  let rentalDays = '';
  for (const answer of assessment.answers) {
    const fills = fillsOf.get(answer.questionId);
    const text = answerText(answer.answer);
    if (fills === 'startsOn' && !startsOn) startsOn = startsOnText(text);
    if (fills === 'rentalDays' && !rentalDays) rentalDays = rentalDaysText(text);
  }
  return {
    assessment: { id: assessment.id, responseNumber: assessment.responseNumber },
    clientId: null,
    clientAsSaved: null,
    client: {
      companyName: assessment.clientCompanyName ?? '',
      nip: '',
      contactPerson: assessment.clientContactPerson ?? '',
      phone: assessment.clientPhone ?? '',
      email: assessment.clientEmail ?? '',
      address: assessment.clientAddress ?? '',
    },
    startsOn,
    rentalDays,
    tickedTypes: assessment.answers
      .filter((answer) => tickTypes.has(answer.type) && answer.answer === 'true')
      .map((answer) => answer.question),
  };
}

/**
 * The start with an address-book client (AssessmentQuoteStart.clientId) as the book holds it; a field
 * the book leaves empty takes the assessment's (saved with the quote into the book, D19).
 */
export function withAddressBookClient(start: AssessmentQuoteStart, client: Client): AssessmentQuoteStart {
  const saved = clientDraftOf(client);
  const filled = Object.fromEntries(
    Object.entries(saved).map(([field, value]) => [field, value || start.client[field as keyof ClientDraft]]),
  ) as ClientDraft;
  return { ...start, clientId: client.id, client: filled, clientAsSaved: saved };
}

/** What the suggestion reads of a catalogue item, in any kind's catalogue. */
export interface SuggestableEquipment {
  id: number;
  name: string;
  isActive: boolean;
  availableQuantity: number;
  category: { name: string | null };
  pricing: readonly { periodStart: number; pricePerDay: string }[];
}

const normalized = (text: string) => text.trim().toLocaleLowerCase('pl');

/** D12's reading of a tick: 'Klimatyzacja' names the category 'Klimatyzacje' (or one named as ticked). */
const namesCategory = (ticked: string, category: string) =>
  normalized(ticked) === normalized(singularOf(category)) || normalized(ticked) === normalized(category);

/** The item's price per day for the shortest period: what 'the cheapest' compares. */
function dayPrice(item: SuggestableEquipment) {
  const first = [...item.pricing].sort((a, b) => a.periodStart - b.periodStart)[0];
  return first ? toDecimal(first.pricePerDay) : null;
}

function cheaper(a: SuggestableEquipment, b: SuggestableEquipment) {
  const [priceA, priceB] = [dayPrice(a), dayPrice(b)];
  if (priceA && priceB && !priceA.eq(priceB)) return priceA.lt(priceB) ? -1 : 1;
  // An item without prices comes after priced ones; equal prices by name.
  if (priceA && !priceB) return -1;
  if (!priceA && priceB) return 1;
  return compareNames(a.name, b.name);
}

/**
 * One suggested item per ticked type, in the order ticked: the cheapest active item that can be
 * rented (a unit or more) of the catalogue category the type names. A type naming no category of
 * this catalogue suggests nothing.
 */
export function suggestedEquipment<T extends SuggestableEquipment>(
  catalogue: readonly T[],
  tickedTypes: readonly string[],
): T[] {
  const suggested: T[] = [];
  for (const ticked of tickedTypes) {
    const [cheapest] = catalogue
      .filter(
        (item) =>
          item.isActive &&
          item.availableQuantity > 0 &&
          item.category.name !== null &&
          namesCategory(ticked, item.category.name),
      )
      .sort(cheaper);
    if (cheapest && !suggested.includes(cheapest)) suggested.push(cheapest);
  }
  return suggested;
}
