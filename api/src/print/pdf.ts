import { createRequire } from 'node:module';
import LineBreaker from 'linebreak';
import PDFDocument from 'pdfkit';
import type { ClientDocument, DocumentRow, Fact } from './document.ts';

// The client document as an A4 PDF (D17, D23), for the staff (`…/{id}/pdf`) and the client
// (`/oferta/{token}/pdf`) alike: what 'Drukuj dla klienta' shows, line by line, in the same order.
// A font with Polish letters is embedded (DejaVu Sans); every page carries the company, the offer's
// number and date, and 'Strona X z Y'; the items table's header is repeated on every page it spans.
// Amounts keep Intl's no-break space before 'zł' and their columns are as wide as their widest
// amount, so no amount is broken. A pure function of plain data: it may run in a worker thread.

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const MARGIN = 48;
const ACCENT = '#1d4ed8';
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#e2e8f0';
/** Room inside a table cell on each side. */
const PAD = 3;

export function renderQuotePdf(doc: ClientDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + 24, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: doc.heading, Author: doc.letterhead.name, Creator: doc.letterhead.name },
  });
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;
  /** A new page when `height` does not fit on this one. */
  const room = (height: number) => {
    if (pdf.y + height > bottom()) pdf.addPage();
  };
  const heading = (text: string) => {
    room(40);
    pdf.moveDown(0.6);
    pdf.font('bold').fontSize(11).fillColor('#1e293b').text(text, MARGIN, undefined, { width });
    pdf.moveDown(0.2);
  };
  const facts = (rows: readonly Fact[], x: number, boxWidth: number) => {
    for (const [label, value] of rows) {
      pdf.font('bold').fontSize(9.5).fillColor(INK).text(`${label}: `, x, undefined, {
        width: boxWidth,
        continued: true,
      });
      pdf.font('regular').text(value);
    }
  };

  letterhead(pdf, doc, width);

  // The client and the dates side by side, as the page shows them.
  const top = pdf.y + 8;
  const half = (width - 16) / 2;
  pdf.y = top;
  pdf.font('bold').fontSize(11).fillColor('#1e293b').text('Klient', MARGIN, top, { width: half });
  facts(doc.client, MARGIN, half);
  const leftEnd = pdf.y;
  pdf
    .font('bold')
    .fontSize(11)
    .fillColor('#1e293b')
    .text(doc.term.heading, MARGIN + half + 16, top, {
      width: half,
    });
  facts(doc.term.facts, MARGIN + half + 16, half);
  pdf.x = MARGIN;
  pdf.y = Math.max(leftEnd, pdf.y);

  heading(doc.table.heading);
  itemsTable(pdf, doc, width, bottom);
  for (const line of doc.table.after) {
    pdf.font('regular').fontSize(8).fillColor(MUTED).text(line, MARGIN, undefined, { width });
  }

  pdf.moveDown(0.8);
  room(60);
  for (const [index, [label, value]] of doc.totals.entries()) {
    const last = index === doc.totals.length - 1;
    pdf
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 12 : 10)
      .fillColor(INK);
    const line = pdf.y;
    pdf.text(label, MARGIN + width / 2, line, { width: width / 4 });
    pdf.text(value, MARGIN + (3 * width) / 4, line, { width: width / 4, align: 'right' });
  }
  pdf.x = MARGIN;
  if (doc.notes) {
    heading('Uwagi');
    pdf.font('regular').fontSize(9.5).fillColor(INK).text(doc.notes, MARGIN, undefined, { width });
  }
  if (doc.terms.length) {
    heading('Warunki');
    facts(doc.terms, MARGIN, width);
  }
  heading(doc.contact.heading);
  for (const line of doc.contact.lines)
    pdf.font('regular').fontSize(9.5).text(line, MARGIN, undefined, { width });
  if (doc.footer) {
    pdf.moveDown(1.2);
    pdf.font('regular').fontSize(8).fillColor(MUTED).text(doc.footer, MARGIN, undefined, { width });
  }

  // The company, the offer's number and date, and 'Strona X z Y' on every page.
  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    pdf.switchToPage(range.start + index);
    const { height } = pdf.page;
    const kept = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('bold')
      .fontSize(8.5)
      .fillColor(ACCENT)
      .text(doc.letterhead.name, MARGIN, MARGIN - 4, { width: width / 2, lineBreak: false, ellipsis: true });
    pdf
      .font('regular')
      .fillColor(MUTED)
      .text(doc.heading, MARGIN + width / 2, MARGIN - 4, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
    pdf
      .moveTo(MARGIN, MARGIN + 10)
      .lineTo(MARGIN + width, MARGIN + 10)
      .strokeColor(ACCENT)
      .stroke();
    pdf.fontSize(8).text(`Strona ${index + 1} z ${range.count}`, MARGIN, height - MARGIN, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = kept;
  }
  pdf.end();
  return done;
}

type Pdf = InstanceType<typeof PDFDocument>;

/** The company's logo, name and data on the left; the offer's number, date and validity on the right. */
function letterhead(pdf: Pdf, doc: ClientDocument, width: number) {
  const top = pdf.y;
  let x = MARGIN;
  const logo = doc.letterhead.logo;
  if (logo?.length) {
    try {
      pdf.image(Buffer.from(logo), MARGIN, top, { fit: [110, 48] });
      x += 120;
    } catch {
      // An image pdfkit cannot read leaves the letterhead without it rather than failing the offer.
    }
  }
  const left = MARGIN + width * 0.58 - x;
  pdf.font('bold').fontSize(13).fillColor(ACCENT).text(doc.letterhead.name, x, top, { width: left });
  pdf.font('regular').fontSize(8.5).fillColor(MUTED);
  for (const line of doc.letterhead.lines) pdf.text(line, x, undefined, { width: left });
  const leftEnd = Math.max(pdf.y, logo?.length ? top + 48 : top);
  const right = width * 0.4;
  pdf
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(doc.title, MARGIN + width - right, top, {
      width: right,
      align: 'right',
    });
  pdf
    .font('bold')
    .fontSize(12.5)
    .fillColor(INK)
    .text(doc.heading, MARGIN + width - right, undefined, {
      width: right,
      align: 'right',
    });
  pdf
    .font('regular')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(doc.validity, MARGIN + width - right, undefined, {
      width: right,
      align: 'right',
    });
  pdf.x = MARGIN;
  pdf.y = Math.max(leftEnd, pdf.y) + 6;
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + width, pdf.y)
    .strokeColor(ACCENT)
    .stroke();
  pdf.y += 4;
}

/**
 * The parts of a text a line never breaks inside, as pdfkit wraps it (its own breaker, UAX #14), each
 * with the spaces after it, which pdfkit counts: a column at least as wide as its widest part breaks
 * its header between words, never inside one ('Cena bazowa / doba': 'bazowa / ' is one part).
 */
function unbreakable(text: string): string[] {
  const breaker = new LineBreaker(text);
  const parts: string[] = [];
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    parts.push(text.slice(start, next.position));
    start = next.position;
  }
  return parts;
}

/**
 * The items: 'Lp.', the description with every line of the item, the numeric columns as wide as
 * their widest cell; a row never splits across pages and each page the table reaches starts with
 * its header.
 */
function itemsTable(pdf: Pdf, doc: ClientDocument, width: number, bottom: () => number) {
  const { columns, rows } = doc.table;
  const numeric = columns.slice(2);
  let size = 8;
  const measure = () => {
    pdf.font('regular').fontSize(size);
    const cellWidths = numeric.map((_, column) =>
      Math.max(0, ...rows.map((row) => pdf.widthOfString(row.cells[column] ?? ''))),
    );
    pdf.font('bold').fontSize(size);
    const longestWord = (label: string) =>
      Math.max(...unbreakable(label).map((part) => pdf.widthOfString(part)));
    const widths = numeric.map(
      (label, column) => Math.max(cellWidths[column], longestWord(label)) + 2 * PAD + 1,
    );
    const number = Math.max(pdf.widthOfString(columns[0]), pdf.widthOfString(String(rows.length))) + 2 * PAD;
    // Headers on one line where the description keeps 40 % of the width.
    numeric.forEach((label, column) => {
      const whole = pdf.widthOfString(label) + 2 * PAD + 1;
      const rest = width - number - widths.reduce((sum, w) => sum + w, 0);
      if (whole > widths[column] && rest - (whole - widths[column]) >= width * 0.4) widths[column] = whole;
    });
    return [number, width - number - widths.reduce((sum, w) => sum + w, 0), ...widths];
  };
  let widths = measure();
  // A table too wide for its description is set smaller rather than breaking an amount.
  while (widths[1] < width * 0.3 && size > 6) {
    size -= 0.5;
    widths = measure();
  }

  const header = () => {
    pdf.font('bold').fontSize(size);
    const height =
      Math.max(
        ...columns.map((label, index) => pdf.heightOfString(label, { width: widths[index] - 2 * PAD })),
      ) +
      2 * PAD;
    const top = pdf.y;
    pdf.rect(MARGIN, top, width, height).fill('#f1f5f9');
    pdf.fillColor(INK);
    let x = MARGIN;
    columns.forEach((label, index) => {
      pdf.text(label, x + PAD, top + PAD, {
        width: widths[index] - 2 * PAD,
        align: index > 1 ? 'right' : 'left',
      });
      x += widths[index];
    });
    pdf.x = MARGIN;
    pdf.y = top + height;
  };

  const descriptionWidth = widths[1] - 2 * PAD;
  const descriptionParts = (row: DocumentRow) => [
    { text: row.name, font: 'bold', size, color: INK },
    ...(row.details.length
      ? [{ text: row.details.join(' · '), font: 'regular', size: size - 0.5, color: MUTED }]
      : []),
    ...row.lines.map((line) => ({ text: line, font: 'regular', size: size - 0.5, color: INK })),
    ...(row.notes ? [{ text: row.notes, font: 'regular', size: size - 0.5, color: MUTED }] : []),
  ];
  const heightOf = (part: { text: string; font: string; size: number }) =>
    pdf.font(part.font).fontSize(part.size).heightOfString(part.text, { width: descriptionWidth });

  const drawRow = (row: DocumentRow, index: number) => {
    const parts = descriptionParts(row);
    const description = parts.reduce((sum, part) => sum + heightOf(part), 0);
    pdf.font('regular').fontSize(size);
    const height = Math.max(description, pdf.heightOfString('0')) + 2 * PAD;
    if (pdf.y + height > bottom()) {
      pdf.addPage();
      header();
    }
    const top = pdf.y;
    pdf.fillColor(INK).font('regular').fontSize(size);
    pdf.text(String(index + 1), MARGIN + PAD, top + PAD, { width: widths[0] - 2 * PAD });
    let y = top + PAD;
    for (const part of parts) {
      pdf.font(part.font).fontSize(part.size).fillColor(part.color);
      pdf.text(part.text, MARGIN + widths[0] + PAD, y, { width: descriptionWidth });
      y += heightOf(part);
    }
    pdf.font('regular').fontSize(size).fillColor(INK);
    let x = MARGIN + widths[0] + widths[1];
    row.cells.forEach((cell, column) => {
      const cellWidth = widths[column + 2];
      pdf.text(cell, x + PAD, top + PAD, { width: cellWidth - 2 * PAD, align: 'right' });
      x += cellWidth;
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .strokeColor(RULE)
      .stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  };

  // The header never ends a page alone.
  if (pdf.y + 60 > bottom()) pdf.addPage();
  header();
  rows.forEach(drawRow);
  if (rows.length === 0) {
    pdf
      .font('regular')
      .fontSize(size)
      .fillColor(INK)
      .text('Brak pozycji w wycenie', MARGIN + PAD, pdf.y + PAD);
  }
}
