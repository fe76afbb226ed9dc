// A minimal, valid one-page PDF (PDF 1.4, standard Helvetica fonts, WinAnsi text) for the sandbox
// regulatory documents: real files a browser opens, without a PDF library.

export interface PdfContent {
  title: string;
  paragraphs: readonly string[];
}

const LINE_WIDTH = 88;

function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal: backslash and parentheses escaped, characters outside Latin-1 replaced. */
function pdfString(text: string): string {
  const latin1 = [...text].map((character) => (character.charCodeAt(0) <= 0xff ? character : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

export function renderPdf({ title, paragraphs }: PdfContent): Buffer {
  const body = paragraphs.flatMap((paragraph) => [...wrap(paragraph), '']);
  const stream = [
    'BT /F1 18 Tf 56 780 Td',
    `${pdfString(title)} Tj`,
    'ET',
    'BT /F2 11 Tf 56 748 Td 15 TL',
    ...body.map((line) => `${pdfString(line)} Tj T*`),
    'ET',
  ].join('\n');
  const streamBytes = Buffer.from(stream, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${streamBytes.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (account-opening sandbox platform) >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
