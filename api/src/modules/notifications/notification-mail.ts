import { escapeHtml } from '../../print/layout.ts';
import {
  type MailLetterhead,
  mailButton,
  mailDocument,
  mailLinkNote,
  mailParagraph,
  mailTextFooter,
} from '../mail/layout.ts';
import type { RenderedMail } from '../mail/quote-mail.ts';

// A notification's mail to a staff member (D22): the notification's words under the company's letterhead,
// an absolute link to what it is about, and where to turn such mails off.

export const notificationMailTexts = {
  greeting: 'Dzień dobry,',
  open: 'Otwórz w programie',
  settingsText: (url: string) => `Powiadomienia e-mail możesz wyłączyć w ustawieniach: ${url}`,
  settingsHtml: (url: string) =>
    `Powiadomienia e-mail możesz wyłączyć w <a href="${escapeHtml(url)}" style="color:#1d4ed8">ustawieniach</a>.`,
} as const;

export interface NotificationMailContent {
  title: string;
  body: string;
  /** The SPA path it opens, or null. */
  link: string | null;
  publicUrl: string;
  letterhead: MailLetterhead;
}

export function notificationMail({
  title,
  body,
  link,
  publicUrl,
  letterhead,
}: NotificationMailContent): RenderedMail {
  const href = link ? `${publicUrl}${link}` : null;
  const settings = `${publicUrl}/settings`;
  const text = [
    ...letterhead.text,
    notificationMailTexts.greeting,
    '',
    body,
    ...(href ? ['', `${notificationMailTexts.open}: ${href}`] : []),
    '',
    notificationMailTexts.settingsText(settings),
    '',
    ...mailTextFooter(publicUrl),
  ].join('\n');
  const html = mailDocument(
    title,
    publicUrl,
    [
      mailParagraph(notificationMailTexts.greeting),
      mailParagraph(body),
      ...(href ? [mailButton(href, notificationMailTexts.open), mailLinkNote(href)] : []),
      `<p style="margin:16px 0 0;font-size:13px;color:#475569">${notificationMailTexts.settingsHtml(settings)}</p>`,
    ].join('\n'),
    letterhead.html,
  );
  return { subject: title, html, text, inline: letterhead.inline };
}
