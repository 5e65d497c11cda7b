import { type Department, type TechnicalField, technicalFields } from '@ppp/domain';
import { useState } from 'react';

// D14: the technical fields' labels renamed in the equipment form last for the browser session, per area.

export type TechnicalLabels = Record<TechnicalField, string>;

const defaults = Object.fromEntries(
  technicalFields.map(({ field, label }) => [field, label]),
) as TechnicalLabels;
const storageKey = (department: Department) => `ppp-technical-labels-${department}`;

function read(department: Department): TechnicalLabels {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(storageKey(department)) ?? '{}',
    ) as Partial<TechnicalLabels>;
    const labels = { ...defaults };
    for (const { field } of technicalFields) {
      const label = stored[field];
      if (typeof label === 'string' && label.trim()) labels[field] = label.trim();
    }
    return labels;
  } catch {
    return { ...defaults };
  }
}

/** The area's labels for this browser session, and a setter that keeps them there. */
export function useTechnicalLabels(department: Department) {
  const [labels, setLabels] = useState(() => read(department));
  const save = (next: TechnicalLabels) => {
    const cleaned = { ...defaults };
    for (const { field } of technicalFields) cleaned[field] = next[field].trim() || defaults[field];
    sessionStorage.setItem(storageKey(department), JSON.stringify(cleaned));
    setLabels(cleaned);
  };
  return { labels, save, reset: () => save({ ...defaults }) };
}
