import type { Letterhead } from '../../print/document.ts';
import { escapeHtml } from '../../print/layout.ts';

// The frame every mail of the product shares (D22): the company's letterhead above (D23: its logo as
// an inline attachment, its name and data), the product's address below; HTML for mail readers
// (tables, inline styles) and its plain text.

export const PRODUCT_NAME = 'PPP :: Program / system wycen';

/** A paragraph of plain text, its line breaks kept. */
export const mailParagraph = (value: string) =>
  `<p style="margin:0 0 12px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;

/** The mail's one call to action. */
export const mailButton = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:700">${escapeHtml(label)}</a></p>`;

/** A link's address spelled out under its button, for readers where the button does not work. */
export const mailLinkNote = (href: string, after = '') =>
  `<p style="margin:0 0 12px;font-size:13px;color:#475569">Jeśli przycisk nie działa, skopiuj adres: <a href="${escapeHtml(href)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(href)}</a>${after}</p>`;

/** The Content-ID the mail's HTML shows the logo by. */
export const LOGO_CID = 'logo@oferta';

/** A file the mail's HTML shows by its Content-ID (the logo). */
export interface InlineImage {
  filename: string;
  contentType: string;
  content: Buffer;
  cid: string;
}

/** The company at the top of a mail: its HTML, its plain-text lines and the logo the HTML shows. */
export interface MailLetterhead {
  html: string;
  text: string[];
  inline: InlineImage[];
}

/** PNG or JPEG (the only kinds a logo is kept as, D23), by their first bytes. */
const imageType = (bytes: Uint8Array) =>
  bytes[0] === 0x89 && bytes[1] === 0x50
    ? { contentType: 'image/png', ext: 'png' }
    : { contentType: 'image/jpeg', ext: 'jpg' };

/** The company's letterhead (D23) as every mail opens with it: its logo, its name and its data. */
export function mailLetterhead(letterhead: Letterhead): MailLetterhead {
  const logo = letterhead.logo?.length ? letterhead.logo : null;
  const image = logo
    ? `<img src="cid:${LOGO_CID}" alt="" style="display:block;max-height:56px;max-width:180px;margin:0 0 8px;border:0">`
    : '';
  const html = `${image}<div style="color:#1d4ed8;font-weight:700;font-size:17px">${escapeHtml(letterhead.name)}</div>${
    letterhead.lines.length
      ? `<div style="font-size:12px;color:#475569;line-height:1.5;margin-top:4px">${letterhead.lines.map(escapeHtml).join('<br>')}</div>`
      : ''
  }`;
  const inline: InlineImage[] = [];
  if (logo) {
    const { contentType, ext } = imageType(logo);
    inline.push({ filename: `logo.${ext}`, contentType, content: Buffer.from(logo), cid: LOGO_CID });
  }
  return { html, text: [letterhead.name, ...letterhead.lines, ''], inline };
}

/** The plain-text part's last lines. */
export const mailTextFooter = (publicUrl: string) => ['—', `${PRODUCT_NAME} · ${publicUrl}`];

/** The whole HTML document: the company's letterhead (mailLetterhead's HTML), `content` (already HTML) and the footer. */
export function mailDocument(subject: string, publicUrl: string, content: string, letterhead: string) {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;border:1px solid #e2e8f0">
<tr><td style="padding:20px 28px;border-bottom:3px solid #1d4ed8">
${letterhead}
</td></tr>
<tr><td style="padding:24px 28px">
${content}
</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${escapeHtml(PRODUCT_NAME)} · <a href="${escapeHtml(publicUrl)}" style="color:#64748b">${escapeHtml(publicUrl)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
}
