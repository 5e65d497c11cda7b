import { formatDateTimeLong, formatMoney } from '@ppp/domain';
import type { Letterhead } from '../../print/document.ts';
import { escapeHtml } from '../../print/layout.ts';
import {
  type InlineImage,
  mailButton,
  mailDocument,
  mailLetterhead,
  mailLinkNote,
  mailParagraph,
  mailTextFooter,
} from './layout.ts';

// The mail that carries a quote to its client (D22): Polish, HTML with a plain-text part, under the
// letterhead of the client document (D23: the company, its logo as an inline attachment), absolute
// links from PUBLIC_URL.

export interface QuoteMailContent {
  quoteNumber: string;
  /** The kind's document title ('Wycena sprzętu', …). */
  title: string;
  /** The client document's 'Oferta nr {number} z dnia {date}' and 'Ważna do {date}' (D23). */
  heading: string;
  validity: string;
  totalGross: string;
  currency: string;
  /** The client's page of the quote, absolute. */
  link: string;
  linkExpiresAt: string;
  /** The staff's own words, or null. */
  message: string | null;
  /** Who sends it: name, e-mail and phone, for the signature (D23's contact person). */
  sender: { name: string; email: string | null; phone?: string | null };
  publicUrl: string;
  /** The client document's letterhead (D23), with the logo's bytes when it has one. */
  letterhead: Letterhead;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The images the HTML shows by their Content-ID (the company's logo), attached inline. */
  inline: InlineImage[];
}

/**
 * Whether the staff's message greets the client itself ('Dzień dobry Panie Janie, …'): the mail then
 * opens with it, not with a greeting of its own before it.
 */
export const greetsItself = (message: string | null) =>
  message !== null &&
  /^\s*(dzień dobry|dobry wieczór|witam|witajcie|szanown|cześć|hej|drog[ai])/iu.test(message);

/** Subject, HTML and text of 'Wyślij klientowi', and the logo the HTML shows inline. */
export function quoteMail(content: QuoteMailContent): RenderedMail {
  const gross = formatMoney(content.totalGross, content.currency);
  const until = formatDateTimeLong(content.linkExpiresAt);
  const subject = `Oferta ${content.quoteNumber}`;
  const { sender } = content;
  const signature = [sender.name, sender.email, sender.phone ? `tel. ${sender.phone}` : null].filter(
    Boolean,
  ) as string[];
  const greeting = greetsItself(content.message) ? null : 'Dzień dobry,';
  // After the greeting's comma the sentence goes on in lower case; after the staff's words it starts anew.
  const sending = content.message ? 'Przesyłamy' : 'przesyłamy';

  const letterhead = mailLetterhead(content.letterhead);
  const text = [
    ...letterhead.text,
    ...(greeting ? [greeting, ''] : []),
    ...(content.message ? [content.message, ''] : []),
    `${sending} ofertę nr ${content.quoteNumber} (${content.title.toLowerCase()}) na kwotę ${gross} brutto.`,
    content.heading,
    content.validity,
    '',
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
      greeting ? mailParagraph(greeting) : '',
      content.message ? mailParagraph(content.message) : '',
      `<p style="margin:0 0 12px">${sending} ofertę nr <strong>${escapeHtml(content.quoteNumber)}</strong> (${escapeHtml(content.title.toLowerCase())}) na kwotę <strong style="white-space:nowrap">${escapeHtml(gross)}</strong> brutto.</p>`,
      `<p style="margin:0 0 12px">${escapeHtml(content.heading)}<br><strong>${escapeHtml(content.validity)}</strong></p>`,
      '<p style="margin:0 0 12px">Ofertę można obejrzeć, pobrać jako PDF oraz zaakceptować lub odrzucić:</p>',
      mailButton(content.link, 'Zobacz ofertę'),
      mailLinkNote(
        content.link,
        `<br>Link jest ważny do ${escapeHtml(until)}. Oferta w formacie PDF jest w załączniku.`,
      ),
      mailParagraph(['Z poważaniem', ...signature].join('\n')),
    ].join('\n'),
    letterhead.html,
  );
  return { subject, html, text, inline: letterhead.inline };
}
