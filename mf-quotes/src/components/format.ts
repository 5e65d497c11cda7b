import { displayName } from '@ppp/domain';

/** The person who created a quote or changed its status, as the kit names users. */
export const personName = (
  person: { firstName: string | null; lastName: string | null; email: string | null } | null,
) => (person ? displayName(person) : 'System');
