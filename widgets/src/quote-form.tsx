/** @jsxImportSource preact */
import { clientCardErrors } from '@ppp/domain/clients/rules';
import { itemInputMessages, stockExceeded } from '@ppp/domain/pricing/item-messages';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  announce,
  idempotencyKey,
  publicRequest,
  reportError,
  startFailure,
  WidgetError,
  type WidgetOptions,
} from './shared/api.ts';
import { type ClientField, ClientFields } from './shared/ClientFields.tsx';
import { instanceNumber, landmarkName, type Mount, mountWidget } from './shared/element.ts';
import { FIRST_CONTROL, FIRST_MARKED, Field, fieldId, focusIn } from './shared/Field.tsx';
import { money } from './shared/money.ts';
import { Thanks } from './shared/Thanks.tsx';

// <ppp-quote-form> (D15): equipment from the public list by category, quantity and days per item,
// the client card, the server's net / VAT / gross as the visitor types, a send, then the number.

interface Equipment {
  id: number;
  name: string;
  model: string | null;
  category: { id: number; name: string };
  basePricePerDay: string | null;
  availableQuantity: number;
}
interface Preview {
  totalNet: string;
  vatRate: string;
  vatAmount: string;
  totalGross: string;
  currency: string;
}
interface Row {
  key: number;
  equipmentId: string;
  quantity: string;
  rentalPeriodDays: string;
}

const clientFields: ClientField[] = [
  { name: 'companyName', label: 'Nazwa firmy', autoComplete: 'organization' },
  { name: 'nip', label: 'NIP' },
  { name: 'contactPerson', label: 'Osoba kontaktowa', autoComplete: 'name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Adres' },
];

let nextRow = 1;
const newRow = (): Row => ({ key: nextRow++, equipmentId: '', quantity: '1', rentalPeriodDays: '7' });
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
/** A typed fraction ('2,5', '7.5'): no whole number, said so rather than 'at least 1'. */
const fraction = (text: string) => /^\d*[.,]\d+$/.test(text.trim());

/** The rows' problems by row and field, with the staff form's messages (D15). */
function rowProblems(rows: Row[], catalogue: Map<number, Equipment>) {
  const problems: Record<string, string> = {};
  const sums = new Map<number, number>();
  rows.forEach((row, index) => {
    const equipment = catalogue.get(Number(row.equipmentId));
    if (!equipment) problems[`items.${index}.equipmentId`] = itemInputMessages.equipment;
    const quantity = whole(row.quantity);
    if (!(quantity >= 1))
      problems[`items.${index}.quantity`] = fraction(row.quantity)
        ? itemInputMessages.quantityWhole
        : itemInputMessages.quantity;
    else if (equipment) {
      const sum = (sums.get(equipment.id) ?? 0) + quantity;
      sums.set(equipment.id, sum);
      if (sum > equipment.availableQuantity) {
        problems[`items.${index}.quantity`] = stockExceeded(equipment.name, equipment.availableQuantity);
      }
    }
    const days = whole(row.rentalPeriodDays);
    if (!(days >= 1 && days <= 365))
      problems[`items.${index}.rentalPeriodDays`] = itemInputMessages.rentalPeriodDays;
  });
  return problems;
}

const itemsOf = (rows: Row[]) =>
  rows.map((row) => ({
    equipmentId: Number(row.equipmentId),
    quantity: Number(row.quantity),
    rentalPeriodDays: Number(row.rentalPeriodDays),
  }));

function QuoteForm({ host, options, number }: { host: HTMLElement; options: WidgetOptions; number: number }) {
  const [equipment, setEquipment] = useState<Equipment[] | null>(null);
  const [loadError, setLoadError] = useState<WidgetError | null>(null);
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  const [client, setClient] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState('');
  // D21: the planned start, 'YYYY-MM-DD' from the browser's own date field; empty is none.
  const [startsOn, setStartsOn] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ id: number; quoteNumber: string } | null>(null);
  const submission = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const notesId = useMemo(() => fieldId('notes'), []);
  const startsOnId = useMemo(() => fieldId('starts-on'), []);

  useEffect(() => {
    // D24: a single-page site may set `api-key` after inserting the element; until then, wait.
    if (!options.apiKey) return;
    publicRequest<Equipment[]>(options, '/equipment').then(setEquipment, (error) => {
      setLoadError(error);
      reportError(host, error);
    });
  }, []);

  const catalogue = useMemo(() => new Map((equipment ?? []).map((entry) => [entry.id, entry])), [equipment]);
  const groups = useMemo(() => {
    const byCategory = new Map<string, Equipment[]>();
    for (const entry of equipment ?? []) {
      byCategory.set(entry.category.name, [...(byCategory.get(entry.category.name) ?? []), entry]);
    }
    return [...byCategory];
  }, [equipment]);
  const problems = rowProblems(rows, catalogue);
  const rowsValid = Object.keys(problems).length === 0;
  // D19: a flagged row is left out of the live total (its reason is under its field).
  const priced = rows.filter(
    (_, index) => !Object.keys(problems).some((key) => key.startsWith(`items.${index}.`)),
  );
  const previewBody = JSON.stringify(priced.length ? itemsOf(priced) : null);

  // D15: the server prices the quote as the visitor types, at most every 400 ms.
  useEffect(() => {
    if (!priced.length || !equipment) {
      // A price asked for rows since changed into invalid ones is not waited for.
      setPreview(null);
      setPreviewing(false);
      return;
    }
    setPreviewing(true);
    let current = true;
    const timer = setTimeout(() => {
      publicRequest<Preview>(options, '/quotes/preview', { items: itemsOf(priced) })
        .then(
          (answer) => current && setPreview(answer),
          () => current && setPreview(null),
        )
        .finally(() => current && setPreviewing(false));
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [previewBody, equipment]);

  /** A field changed: the server's refusal of it (and the alert) no longer applies, nor the send's key. */
  const edited = (field: string) => {
    setServerErrors(({ [field]: _, ...others }) => others);
    setSendError(null);
    submission.current = null;
  };
  const change = (index: number, patch: Partial<Row>) => {
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    for (const field of Object.keys(patch)) edited(`items.${index}.${field}`);
  };
  /** A new enquiry: the form as it first was, its first control focused. */
  const startAgain = () => {
    setSent(null);
    setRows([newRow()]);
    setClient({});
    setNotes('');
    setStartsOn('');
    setServerErrors({});
    setShown(false);
    submission.current = null;
    focusIn(formRef, FIRST_CONTROL);
  };
  const clientErrors: Record<string, string | undefined> = shown ? clientCardErrors(client) : {};
  // A value the form cannot use is marked at once; a row's equipment left unchosen, once it is sent.
  const errorOf = (key: string) =>
    serverErrors[key] ?? (shown || !key.endsWith('equipmentId') ? problems[key] : undefined);

  async function submit(event: Event) {
    event.preventDefault();
    setShown(true);
    setSendError(null);
    if (!rowsValid || Object.keys(clientCardErrors(client)).length > 0) {
      focusIn(formRef, FIRST_MARKED);
      return;
    }
    submission.current ??= idempotencyKey();
    setSending(true);
    try {
      const created = await publicRequest<{ id: number; quoteNumber: string }>(
        options,
        '/quotes',
        { client, items: itemsOf(rows), notes, ...(startsOn ? { startsOn } : {}) },
        { 'Idempotency-Key': submission.current },
      );
      setSent(created);
      announce(host, 'ppp-submitted', { id: created.id, number: created.quoteNumber });
    } catch (error) {
      if (error instanceof WidgetError) {
        setServerErrors(
          Object.fromEntries(Object.entries(error.errors).map(([key, message]) => [key, message])),
        );
        setSendError(error.message);
      }
      reportError(host, error);
      // The send button was disabled under the focus: the first marked field (or the alert) takes it.
      focusIn(formRef, FIRST_MARKED);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <Thanks
        lead={
          <>
            Zapytanie zostało wysłane. Numer wyceny: <strong>{sent.quoteNumber}</strong>.
          </>
        }
        next="Sprawdzimy dostępność sprzętu i przygotujemy ofertę."
      >
        <button type="button" class="secondary" onClick={startAgain}>
          Wyślij kolejne zapytanie
        </button>
      </Thanks>
    );
  }
  if (loadError) {
    return (
      <p class="alert" role="alert">
        {startFailure(loadError)}
      </p>
    );
  }
  if (!equipment) return <p role="status">Ładowanie sprzętu…</p>;
  if (equipment.length === 0)
    return <p role="status">Brak dostępnego sprzętu do wyceny. Zajrzyj do nas później.</p>;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={landmarkName('Zapytanie o wycenę', number)}>
      <h2>Zapytanie o wycenę</h2>
      <fieldset>
        <legend>Sprzęt</legend>
        {rows.map((row, index) => {
          const ids = {
            equipment: `q-eq-${row.key}`,
            quantity: `q-qty-${row.key}`,
            days: `q-days-${row.key}`,
          };
          return (
            <fieldset class="item" key={row.key} aria-label={`Pozycja ${index + 1}`}>
              <Field id={ids.equipment} label="Sprzęt" required error={errorOf(`items.${index}.equipmentId`)}>
                {(aria) => (
                  <select
                    {...aria}
                    value={row.equipmentId}
                    onChange={(e) => change(index, { equipmentId: (e.target as HTMLSelectElement).value })}
                  >
                    <option value="">— wybierz —</option>
                    {groups.map(([category, entries]) => (
                      <optgroup key={category} label={category}>
                        {entries.map((entry) => (
                          <option key={entry.id} value={entry.id} disabled={entry.availableQuantity === 0}>
                            {entry.name}
                            {entry.basePricePerDay ? ` — od ${money(entry.basePricePerDay)}/doba` : ''}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={ids.quantity} label="Ilość" required error={errorOf(`items.${index}.quantity`)}>
                {(aria) => (
                  <input
                    {...aria}
                    inputMode="numeric"
                    autoComplete="off"
                    value={row.quantity}
                    onInput={(e) => change(index, { quantity: (e.target as HTMLInputElement).value })}
                  />
                )}
              </Field>
              <Field id={ids.days} label="Dni" required error={errorOf(`items.${index}.rentalPeriodDays`)}>
                {(aria) => (
                  <input
                    {...aria}
                    inputMode="numeric"
                    autoComplete="off"
                    value={row.rentalPeriodDays}
                    onInput={(e) => change(index, { rentalPeriodDays: (e.target as HTMLInputElement).value })}
                  />
                )}
              </Field>
              {rows.length > 1 ? (
                <button
                  type="button"
                  class="link"
                  aria-label={`Usuń pozycję ${index + 1}`}
                  onClick={() => {
                    // Every row's server errors go (their indexes shift); the next row takes the focus.
                    setRows(rows.filter((_, at) => at !== index));
                    setServerErrors({});
                    submission.current = null;
                    focusIn(formRef, '.item select', index);
                  }}
                >
                  Usuń
                </button>
              ) : (
                <span />
              )}
            </fieldset>
          );
        })}
        <div>
          <button
            type="button"
            class="secondary"
            onClick={() => {
              // The new row's equipment takes the focus (it stands above this button).
              setRows([...rows, newRow()]);
              focusIn(formRef, '.item select', rows.length);
            }}
          >
            + Dodaj pozycję
          </button>
        </div>
      </fieldset>
      <div aria-live="polite">
        {preview ? (
          <dl class="totals" aria-label="Wartość wyceny" aria-busy={previewing ? 'true' : 'false'}>
            <dt>Netto</dt>
            <dd data-part="net">{money(preview.totalNet, preview.currency)}</dd>
            <dt>VAT ({Number(preview.vatRate)}%)</dt>
            <dd>{money(preview.vatAmount, preview.currency)}</dd>
            <dt class="gross">Brutto</dt>
            <dd class="gross" data-part="gross">
              {money(preview.totalGross, preview.currency)}
            </dd>
          </dl>
        ) : (
          <p class="muted">
            {previewing ? 'Liczenie ceny…' : 'Wybierz sprzęt, ilość i liczbę dni, aby zobaczyć cenę.'}
          </p>
        )}
        {preview && priced.length < rows.length ? <p class="muted">Bez pozycji z błędami.</p> : null}
      </div>
      <ClientFields
        legend="Dane kontaktowe"
        fields={clientFields}
        values={client}
        errors={{
          ...clientErrors,
          ...Object.fromEntries(
            Object.entries(serverErrors)
              .filter(([k]) => k.startsWith('client.'))
              .map(([k, v]) => [k.slice(7), v]),
          ),
        }}
        onChange={(name, value) => {
          setClient({ ...client, [name]: value });
          edited(`client.${name}`);
        }}
      />
      <Field id={startsOnId} label="Planowana data rozpoczęcia" error={serverErrors.startsOn}>
        {(aria) => (
          <input
            {...aria}
            type="date"
            value={startsOn}
            onInput={(e) => {
              setStartsOn((e.target as HTMLInputElement).value);
              edited('startsOn');
            }}
          />
        )}
      </Field>
      <Field id={notesId} label="Uwagi" error={serverErrors.notes}>
        {(aria) => (
          <textarea
            {...aria}
            maxLength={5000}
            value={notes}
            onInput={(e) => {
              setNotes((e.target as HTMLTextAreaElement).value);
              edited('notes');
            }}
          />
        )}
      </Field>
      {sendError ? (
        <p class="alert" role="alert" tabIndex={-1}>
          {sendError}
        </p>
      ) : null}
      <div class="actions">
        <button type="submit" disabled={sending}>
          {sending ? 'Wysyłanie…' : 'Wyślij zapytanie'}
        </button>
      </div>
    </form>
  );
}

/** The element's own rules beside the shared stylesheet. */
const quoteCss =
  '.link{border:0;background:none;color:#b00}' +
  '.item{display:grid;grid-template-columns:3fr 1fr 1fr auto;gap:8px;align-items:end;padding:12px;border:1px solid #ddd;border-radius:6px}' +
  '@media (max-width:520px){.item{grid-template-columns:1fr 1fr}.item>:first-child{grid-column:1/-1}}' +
  '.totals{display:grid;grid-template-columns:1fr auto;gap:4px 16px;margin:0;padding:12px;border-radius:6px;background:#eee}' +
  'dd{margin:0;text-align:right}' +
  '.gross{font-weight:700}';

/** Called by widgets.js when a <ppp-quote-form> is first used; a new key or address starts it afresh. */
export const mount: Mount = (host, root, options) => {
  const number = instanceNumber(host);
  return mountWidget(
    root,
    quoteCss,
    (current) => (
      <QuoteForm key={`${current.apiUrl} ${current.apiKey}`} host={host} options={current} number={number} />
    ),
    options,
  );
};
