import {
  type AssessmentDetail,
  answerText,
  assessmentAuthorLabel,
  erasedPersonalDataLabel,
  formatDateLong,
  groupAnswersByCategory,
} from '@ppp/domain';
import { escapeHtml, printPage } from './layout.ts';

const row = (label: string, value: string | null | undefined) =>
  value ? `<div><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</div>` : '';

/** GET /api/needs-assessment/responses/{id}/print (D7, D12): every answer, by category in step order. */
export function renderAssessmentPrint(
  assessment: AssessmentDetail,
  opts: { nonce: string; autoprint: boolean },
) {
  const groups = groupAnswersByCategory(assessment.answers)
    .map(
      (group) => `<h2>${escapeHtml(group.category)}</h2>
<table><tbody>${group.answers
        .map(
          (answer) =>
            `<tr><th style="width:45%">${escapeHtml(answer.question)}</th><td class="notes">${escapeHtml(answerText(answer.type, answer.answer))}</td></tr>`,
        )
        .join('')}</tbody></table>`,
    )
    .join('');
  const body = `
<div class="grid">
<div class="box"><h2>Badanie potrzeb</h2>${row('Numer', assessment.responseNumber)}${row('Data', formatDateLong(assessment.createdAt))}${row('Przeprowadził(a)', assessmentAuthorLabel(assessment))}${row('Liczba odpowiedzi', String(assessment.answerCount))}</div>
<div class="box"><h2>Klient</h2>${row('Firma', assessment.clientCompanyName)}${
    // D25: after an erasure 'Dane usunięte' where the contact was, as on a quote's documents.
    assessment.erasedAt
      ? row('Dane kontaktowe', erasedPersonalDataLabel)
      : `${row('Osoba kontaktowa', assessment.clientContactPerson)}${row('Telefon', assessment.clientPhone)}${row('E-mail', assessment.clientEmail)}${row('Adres', assessment.clientAddress)}`
  }</div>
</div>
${groups || '<p>Brak odpowiedzi w badaniu.</p>'}`;
  return printPage({
    title: `Badanie potrzeb ${assessment.responseNumber}`,
    body,
    nonce: opts.nonce,
    autoprint: opts.autoprint,
  });
}
