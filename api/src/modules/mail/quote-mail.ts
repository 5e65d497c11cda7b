import { formatDateTimeLong, formatMoney } from '@ppp/domain';
import { escapeHtml } from '../../print/layout.ts';
import { mailButton, mailDocument, mailLinkNote, mailParagraph, mailTextFooter } from './layout.ts';

// The mail that carries a quote to its client (D22): Polish, HTML with a plain-text part, in the
// product's letterhead (layout.ts), absolute links from PUBLIC_URL.

export interface QuoteMailContent {
  quoteNumber: string;
  /** The kind's document title ('Wycena sprzętu', …). */
  title: string;
  totalGross: string;
  currency: string;
  /** The client's page of the quote, absolute. */
  link: string;
  linkExpiresAt: string;
  /** The staff's own words, or null. */
  message: string | null;
  /** Who sends it: name and e-mail, for the signature. */
  sender: { name: string; email: string | null };
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Subject, HTML and text of 'Wyślij klientowi'. */
export function quoteMail(content: QuoteMailContent): RenderedMail {
  const gross = formatMoney(content.totalGross, content.currency);
  const until = formatDateTimeLong(content.linkExpiresAt);
  const subject = `Oferta ${content.quoteNumber}`;
  const signature = [content.sender.name, content.sender.email].filter(Boolean) as string[];

  const text = [
    'Dzień dobry,',
    '',
    ...(content.message ? [content.message, ''] : []),
    `przesyłamy ofertę nr ${content.quoteNumber} (${content.title.toLowerCase()}) na kwotę ${gross} brutto.`,
    'Ofertę można obejrzeć, pobrać jako PDF oraz zaakceptować lub odrzucić pod adresem:',
    content.link,
    `Link jest ważny do ${until}. Oferta w formacie PDF jest w załączniku.`,
    '',
    'Z poważaniem',
    ...signature,
    '',
    ...mailTextFooter(content.publicUrl),
  ].join('\n');

  const html = mailDocument(
    subject,
    content.publicUrl,
    [
      mailParagraph('Dzień dobry,'),
      content.message ? mailParagraph(content.message) : '',
      `<p style="margin:0 0 12px">przesyłamy ofertę nr <strong>${escapeHtml(content.quoteNumber)}</strong> (${escapeHtml(content.title.toLowerCase())}) na kwotę <strong style="white-space:nowrap">${escapeHtml(gross)}</strong> brutto.</p>`,
      '<p style="margin:0 0 12px">Ofertę można obejrzeć, pobrać jako PDF oraz zaakceptować lub odrzucić:</p>',
      mailButton(content.link, 'Zobacz ofertę'),
      mailLinkNote(
        content.link,
        `<br>Link jest ważny do ${escapeHtml(until)}. Oferta w formacie PDF jest w załączniku.`,
      ),
      mailParagraph(['Z poważaniem', ...signature].join('\n')),
    ].join('\n'),
  );
  return { subject, html, text };
}
