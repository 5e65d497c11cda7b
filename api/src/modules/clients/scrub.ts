import { erasedPersonalDataLabel } from '@ppp/domain';

// D25: removing a client's personal data from text and JSON that may quote it anywhere (a mail's
// body, a history comment, a kept version's content, a webhook payload). A value that is nothing but
// the personal datum becomes null; a text that mentions it keeps its rest, the datum replaced.

/** Shorter values (an initial, a stray digit) would erase far more than the client's data. */
const SHORTEST_SECRET = 3;

/** The client's personal values worth looking for: distinct, trimmed, long enough, longest first. */
export function secretsOf(values: readonly (string | null | undefined)[], keep: readonly string[] = []) {
  const kept = new Set(keep.map((value) => value.trim().toLowerCase()));
  const found = new Set<string>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (!trimmed || trimmed.length < SHORTEST_SECRET || trimmed === erasedPersonalDataLabel) continue;
    if (kept.has(trimmed.toLowerCase())) continue;
    found.add(trimmed);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One case-insensitive pattern of every secret (longest first, so a name beats its part). */
const patternOf = (secrets: readonly string[]) =>
  secrets.length ? new RegExp(secrets.map(escapeRegExp).join('|'), 'giu') : null;

/** The text with every mention of a secret replaced by 'Dane usunięte'. */
export function scrubText(text: string, secrets: readonly string[]): string {
  const pattern = patternOf(secrets);
  return pattern ? text.replace(pattern, erasedPersonalDataLabel) : text;
}

/** Whether the text mentions any secret (case ignored). */
export function mentions(text: string | null | undefined, secrets: readonly string[]): boolean {
  const pattern = patternOf(secrets);
  return Boolean(text && pattern?.test(text));
}

/** A JSON value with each string that is a secret nulled and each mention of one replaced. */
export function scrubJson(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (secrets.some((secret) => secret.toLowerCase() === lower)) return null;
    return scrubText(value, secrets);
  }
  if (Array.isArray(value)) return value.map((entry) => scrubJson(entry, secrets));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, scrubJson(entry, secrets)]));
  }
  return value;
}

/** The client fields D25 erases, as quotes, snapshots and versions name them. */
export const personalClientFields = ['contactPerson', 'email', 'phone', 'address'] as const;

/** A client object (a snapshot, a version's `client`) with its personal fields null. */
export function withoutPersonalFields<T extends Record<string, unknown>>(client: T): T {
  const erased: Record<string, unknown> = { ...client };
  for (const field of personalClientFields) if (field in erased) erased[field] = null;
  return erased as T;
}
