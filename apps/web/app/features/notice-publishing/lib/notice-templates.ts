import { noticeTemplateMessages as t } from '../template-messages';

const section = (heading: string, body: string) => `<h3>${heading}</h3>${body}`;
const paragraph = (text: string) => `<p>${text}</p>`;
const table = (headers: readonly string[], rows = 2) =>
  `<table><tbody><tr>${headers.map((header) => `<th><p>${header}</p></th>`).join('')}</tr>${Array.from(
    { length: rows },
    () => `<tr>${headers.map(() => '<td><p></p></td>').join('')}</tr>`,
  ).join('')}</tbody></table>`;

const contact = section(t.contact, paragraph(t.contactText));

/** The body a notice of a type starts from: its usual sections, with tables where the type lists things. */
export const noticeTemplate = (type: string | undefined): string => {
  switch (type) {
    case '2':
    case '49':
      return [
        section(t.projectOverview, paragraph(t.projectOverviewText) + table(t.lotColumns)),
        section(t.qualification, paragraph(t.qualificationText)),
        section(t.obtainDocuments, paragraph(t.obtainDocumentsText)),
        section(t.submission, paragraph(t.submissionText)),
        contact,
      ].join('');
    case '8':
    case '33':
    case '45':
      return [
        section(t.projectName, paragraph(t.projectNameText)),
        section(t.result, table(t.resultColumns, 3)),
        section(t.publicityPeriod, paragraph(t.publicityPeriodText)),
        section(t.objection, paragraph(t.objectionText)),
        contact,
      ].join('');
    case '3':
      return [
        section(t.facts, paragraph(t.factsText)),
        section(t.decision, paragraph(t.decisionText)),
        section(t.appeal, paragraph(t.appealText)),
      ].join('');
    case '47':
      return [
        section(t.ipOverview, table(t.ipColumns)),
        section(t.ipCooperation, paragraph(t.ipCooperationText)),
        contact,
      ].join('');
    default:
      return [section(t.content, paragraph(t.contentText)), contact].join('');
  }
};
