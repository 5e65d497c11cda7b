import { createRequire } from 'node:module';
import { formatDateTime } from '@ppp/domain';
import PDFDocument from 'pdfkit';
import type { PrintableQuote } from './document.ts';

// A quote as an A4 PDF made in the server process (D17): a font with Polish letters embedded
// (DejaVu Sans), the document number and date on every page, page numbers, the print view's figures.

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const PRODUCT = 'PPP :: Program / system wycen';
const MARGIN = 48;
const ACCENT = '#1d4ed8';

export function renderQuotePdf(doc: PrintableQuote, printedAt = new Date()): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + 24, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${doc.title} ${doc.quoteNumber}`, Author: PRODUCT, Creator: PRODUCT },
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
  const date = formatDateTime(printedAt);

  pdf.font('bold').fontSize(18).fillColor('#0f172a').text(`${doc.title} ${doc.quoteNumber}`);
  pdf.moveDown(0.6);

  const box = (heading: string, rows: [string, string][]) => {
    pdf.font('bold').fontSize(11).fillColor('#1e293b').text(heading);
    pdf.moveDown(0.2);
    for (const [label, value] of rows) {
      pdf.font('bold').fontSize(9.5).fillColor('#0f172a').text(`${label}: `, { continued: true });
      pdf.font('regular').text(value);
    }
    pdf.moveDown(0.6);
  };
  box('Wycena', doc.facts);
  box('Klient', doc.client);

  // The items table: widths by the headers' share, numbers right-aligned; rows never split a page.
  pdf.font('bold').fontSize(11).fillColor('#1e293b').text('Pozycje');
  pdf.moveDown(0.3);
  const { headers, rows, numeric } = doc.table;
  const weights = doc.table.weights ?? headers.map((_, index) => (index === 1 ? 3.2 : index === 0 ? 0.5 : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (weight / total) * width);
  const drawRow = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(8.5);
    const heights = cells.map((cell, index) => pdf.heightOfString(cell, { width: widths[index] - 6 }));
    const height = Math.max(...heights) + 6;
    if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const top = pdf.y;
    let x = MARGIN;
    if (bold) pdf.rect(MARGIN, top, width, height).fill('#f1f5f9');
    pdf.fillColor('#0f172a');
    cells.forEach((cell, index) => {
      pdf.text(cell, x + 3, top + 3, { width: widths[index] - 6, align: numeric[index] ? 'right' : 'left' });
      x += widths[index];
    });
    pdf
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .strokeColor('#e2e8f0')
      .stroke();
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  drawRow(headers, true);
  for (const row of rows) drawRow(row, false);
  if (rows.length === 0) drawRow(['', 'Brak pozycji w wycenie', ...headers.slice(2).map(() => '')], false);

  pdf.moveDown(0.8);
  for (const [index, [label, value]] of doc.totals.entries()) {
    const last = index === doc.totals.length - 1;
    pdf
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 12 : 10)
      .fillColor('#0f172a');
    const top = pdf.y;
    pdf.text(label, MARGIN + width / 2, top, { width: width / 4 });
    pdf.text(value, MARGIN + (3 * width) / 4, top, { width: width / 4, align: 'right' });
    pdf.x = MARGIN;
  }
  if (doc.notes) {
    pdf.moveDown(1);
    pdf.font('bold').fontSize(11).text('Uwagi', MARGIN);
    pdf.font('regular').fontSize(9.5).text(doc.notes, MARGIN, undefined, { width });
  }

  // The number and date on every page, and 'Strona X z Y'.
  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    pdf.switchToPage(range.start + index);
    const { height } = pdf.page;
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('bold')
      .fontSize(8.5)
      .fillColor(ACCENT)
      .text(PRODUCT, MARGIN, MARGIN - 4, { width, lineBreak: false });
    pdf
      .font('regular')
      .fillColor('#475569')
      .text(`${doc.quoteNumber} · ${date}`, MARGIN, MARGIN - 4, { width, align: 'right', lineBreak: false });
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
    pdf.text(`Data wydruku: ${date}`, MARGIN, height - MARGIN, { width, lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
