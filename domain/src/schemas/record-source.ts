import { z } from 'zod';

// Web enquiries (D22): quotes and assessments sent in through the public API carry their key
// (`source`, `apiKeyId`); staff see them marked 'Z formularza' and lists filter them by `source`.

/** A list's `source`: rows sent in with an API key (`web`) or made by staff (`staff`). */
export const recordSources = ['web', 'staff'] as const;
export type RecordSource = (typeof recordSources)[number];

export const recordSourceMessages = { source: 'Nieprawidłowe źródło' } as const;

/** The badge of a web enquiry in every list and on its page (D22). */
export const webEnquiryLabel = 'Z formularza';

/** The 'Źródło' filter's choices. */
export const recordSourceLabels: Record<RecordSource, string> = {
  web: webEnquiryLabel,
  staff: 'Od pracowników',
};

/** `?source=web|staff` of a list (absent: every row); another value is 400. */
export const recordSourceFilter = z.enum(recordSources, { error: recordSourceMessages.source }).optional();

/** The filter an address names, or undefined for all (an unknown value reads as all). */
export const recordSourceOf = (value: string | null | undefined): RecordSource | undefined =>
  recordSources.find((source) => source === value);
