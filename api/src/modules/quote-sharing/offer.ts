import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, type CompanyProfile, displayName, type QuoteHeader, todayInWarsaw } from '@ppp/domain';
import { type ClientDocumentInputs, clientDocument, type OfferContact } from '../../print/client-document.ts';
import type { ClientDocument } from '../../print/document.ts';
import { readCompanyLogo, readCompanyProfile } from '../company/service.ts';
import { QuoteVersionEntity } from '../quote-lifecycle/entities.ts';
import type { AnyQuoteKind } from '../quote-lifecycle/registry.ts';
import { UserEntity } from '../users/entities.ts';

// The client document of a saved quote (D23) with what it takes from the other parts: the company
// profile and its logo, the version's dates, the author's contact. The document itself is the pure
// `clientDocument` (print/client-document.ts); this is where its inputs are read.

/** The contact person (D23): the author's name, e-mail and phone; for a guest quote the company's. */
export async function offerContact(
  em: EntityManager,
  quote: Pick<QuoteHeader, 'isGuest' | 'createdBy'>,
  company: CompanyProfile,
): Promise<OfferContact> {
  const author = quote.createdBy;
  if (quote.isGuest || !author) return { name: company.name, email: company.email, phone: company.phone };
  // A fork: the partly loaded rows stay out of the caller's identity map.
  const user = await em.fork().findOne(UserEntity, { id: author.id }, { fields: ['phone'] });
  return { name: displayName(author), email: author.email, phone: user?.phone ?? null };
}

/**
 * The day the shown version was saved ('z dnia', D23): the version's own row; the quote's last
 * change for a quote saved before versions were kept.
 */
async function versionDateOf(em: EntityManager, quote: Pick<QuoteHeader, 'id' | 'version' | 'updatedAt'>) {
  const row = await em
    .fork()
    .findOne(QuoteVersionEntity, { quote: quote.id, version: quote.version }, { fields: ['createdAt'] });
  return row?.createdAt.toISOString() ?? quote.updatedAt;
}

/** Everything the client document of `quote` takes beside the quote, read now. */
export async function clientDocumentInputs(
  em: EntityManager,
  quote: QuoteHeader,
  now = new Date(),
): Promise<ClientDocumentInputs & { logo: Uint8Array | null }> {
  const company = await readCompanyProfile(em);
  const contact = await offerContact(em, quote, company);
  const versionDate = await versionDateOf(em, quote);
  const logo = company.hasLogo ? await readCompanyLogo(em) : null;
  return {
    company,
    // D23: before the version is sent, today + the validity days, as the detail answer says.
    validUntil: quote.validUntil ?? addDays(todayInWarsaw(now), company.validityDays),
    versionDate,
    contact,
    logo: logo ? new Uint8Array(logo.bytes) : null,
  };
}

/**
 * The client document of a quote of `kind` as its pages, PDFs and mail show it (D23); with the
 * logo's bytes when `withLogo` (the PDF and the mail carry the image, pages load it by address).
 */
export async function clientDocumentOf(
  em: EntityManager,
  kind: AnyQuoteKind,
  detail: QuoteHeader,
  { withLogo = false, now = new Date() } = {},
): Promise<ClientDocument> {
  const { logo, ...inputs } = await clientDocumentInputs(em, detail, now);
  const document = clientDocument(detail, kind.printable(detail), inputs);
  return withLogo && logo ? { ...document, letterhead: { ...document.letterhead, logo } } : document;
}
