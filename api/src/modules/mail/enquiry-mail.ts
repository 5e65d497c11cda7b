import { escapeHtml } from '../../print/layout.ts';
import { type MailLetterhead, mailDocument, mailParagraph, mailTextFooter } from './layout.ts';
import type { RenderedMail } from './quote-mail.ts';

// The confirmation of a web enquiry (D22): to whoever typed the address into a partner's form, so it
// holds only our number, the date and the company's fixed text. Nothing the visitor typed appears in
// it (a form must not become a way to send anybody a text of one's choosing).

export interface EnquiryConfirmationContent {
  /** 'WYC/2026/0001', 'BP/2026/0001'. */
  number: string;
  /** The enquiry's day, 'DD.MM.YYYY' (Europe/Warsaw). */
  date: string;
  publicUrl: string;
  /** The company's (D22, D23): the enquiry was made to it. */
  letterhead: MailLetterhead;
}

/** What happens next, the same for every enquiry. */
const nextSteps = [
  'Nasz zespół przejrzy zgłoszenie i skontaktuje się z Państwem, zwykle w ciągu jednego dnia roboczego.',
  'W korespondencji prosimy podawać numer zgłoszenia.',
];
const notYou = 'Jeśli to nie Państwo wysłali to zgłoszenie, prosimy zignorować tę wiadomość.';

/** Subject, HTML and text of the confirmation of a guest quote or assessment. */
export function enquiryConfirmationMail({
  number,
  date,
  publicUrl,
  letterhead,
}: EnquiryConfirmationContent): RenderedMail {
  const subject = `Potwierdzenie zgłoszenia ${number}`;
  const received = `dziękujemy za zgłoszenie. Otrzymaliśmy je ${date} pod numerem`;
  const text = [
    ...letterhead.text,
    'Dzień dobry,',
    '',
    `${received} ${number}.`,
    '',
    ...nextSteps,
    '',
    notYou,
    '',
    'Z poważaniem',
    'Zespół obsługi klienta',
    '',
    ...mailTextFooter(publicUrl),
  ].join('\n');
  const html = mailDocument(
    subject,
    publicUrl,
    [
      mailParagraph('Dzień dobry,'),
      `<p style="margin:0 0 12px">${escapeHtml(received)} <strong>${escapeHtml(number)}</strong>.</p>`,
      mailParagraph(nextSteps.join('\n')),
      `<p style="margin:0 0 12px;font-size:13px;color:#475569">${escapeHtml(notYou)}</p>`,
      mailParagraph('Z poważaniem\nZespół obsługi klienta'),
    ].join('\n'),
    letterhead.html,
  );
  return { subject, html, text, inline: letterhead.inline };
}
