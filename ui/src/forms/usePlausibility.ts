import { type PlausibleLimit, plausibilityWarning, readDecimalText } from '@ppp/domain';
import { useCallback, useMemo, useRef, useState } from 'react';

/** One field a save asks about: its name in the form, its typed text and its limit. */
export interface PlausibleField {
  name: string;
  text: string;
  limit: PlausibleLimit;
}

export interface Plausibility {
  /** The question to show under a field: once the field has been left, or a save stopped at it. */
  warningOf: (field: PlausibleField) => string | undefined;
  /** Call when the field is left (its blur). */
  left: (name: string) => void;
  /**
   * Before a save (D20): the first save with unusual values stops; this answers true, shows the
   * question under each of them and focuses the first. Saving again with the same values goes on.
   */
  stopsSave: (fields: readonly PlausibleField[], focus: (name: string) => void) => boolean;
  /**
   * The fields the last stopped save asked about, first first: a form opens what holds them (a
   * collapsed item, a closed section) and focuses the first once it shows (`focus` above cannot
   * reach a field that is not on the page).
   */
  stopped: readonly string[];
}

/** One spelling per number: '980', '980,00' and '980.0' are the same value asked about. */
const sameNumber = (text: string) => {
  const reading = readDecimalText(text, Number.POSITIVE_INFINITY);
  return reading.state === 'number' ? reading.value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') : text;
};

/** The plausibility questions of one form (D20), for any fields it holds as text. */
export function usePlausibility(): Plausibility {
  const [shownFor, setShownFor] = useState<ReadonlySet<string>>(() => new Set());
  const [stopped, setStopped] = useState<readonly string[]>([]);
  // The value each field was last questioned with: a save stops once per value.
  const asked = useRef(new Map<string, string>());

  const show = useCallback((names: readonly string[]) => {
    setShownFor((current) =>
      names.every((name) => current.has(name)) ? current : new Set([...current, ...names]),
    );
  }, []);

  const stopsSave = useCallback(
    (fields: readonly PlausibleField[], focus: (name: string) => void) => {
      const unasked = fields.filter(
        (field) =>
          plausibilityWarning(field.text, field.limit) !== null &&
          asked.current.get(field.name) !== sameNumber(field.text),
      );
      if (unasked.length === 0) return false;
      for (const field of unasked) asked.current.set(field.name, sameNumber(field.text));
      show(unasked.map((field) => field.name));
      setStopped(unasked.map((field) => field.name));
      focus(unasked[0].name);
      return true;
    },
    [show],
  );

  return useMemo(
    () => ({
      warningOf: (field) =>
        shownFor.has(field.name) ? (plausibilityWarning(field.text, field.limit) ?? undefined) : undefined,
      left: (name) => show([name]),
      stopsSave,
      stopped,
    }),
    [shownFor, show, stopsSave, stopped],
  );
}
