import type { EntityManager } from '@mikro-orm/postgresql';
import { letterheadOf } from '../../print/client-document.ts';
import { readCompanyWithLogo } from '../company/service.ts';
import { type MailLetterhead, mailLetterhead } from './layout.ts';

/** The company's letterhead of a mail (D22, D23) as the profile now is, with its logo. */
export async function readMailLetterhead(em: EntityManager): Promise<MailLetterhead> {
  const { company, logo } = await readCompanyWithLogo(em);
  return mailLetterhead({ ...letterheadOf(company), logo });
}
