import { DOCUMENT_FILE_TYPES, KNOWLEDGE_LIMITS } from '../../../common/contracts/captainKnowledge.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';

export type TFileType = (typeof DOCUMENT_FILE_TYPES)[keyof typeof DOCUMENT_FILE_TYPES];

export interface TFileText {
  type: TFileType;
  /** The text, cut at KNOWLEDGE_LIMITS.contentChars. */
  text: string;
  pages: number;
}

/** The upload's type by its extension (PDF also by its `%PDF-` header); null when it is none Captain reads. */
export const fileTypeOf = (filename: string, bytes: Buffer): TFileType | null => {
  const ext = filename.toLowerCase().match(/\.([a-z]+)$/)?.[1] ?? '';
  const type = (DOCUMENT_FILE_TYPES as Record<string, TFileType>)[ext] ?? null;
  if (type === 'pdf' && bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return null;
  return type;
};

const cut = (text: string) => text.slice(0, KNOWLEDGE_LIMITS.contentChars);

/** A PDF's pages as text, one paragraph block each (unpdf: pdf.js without a canvas, loaded on first use). */
const pdfText = async (bytes: Buffer) => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    return { text: text.map((t) => t.trim()).join('\n\n'), pages: totalPages };
  } catch {
    throw AppError.invalid('file', errorText('captainPdfUnreadable'));
  }
};

/**
 * The text of an uploaded file: a PDF's text, a Markdown or text file as it is (UTF-8). Refused (422 on
 * `file`) when it has no text at all.
 */
export const readFileText = async (type: TFileType, bytes: Buffer): Promise<TFileText> => {
  const read =
    type === 'pdf' ? await pdfText(bytes) : { text: bytes.toString('utf8').replace(/\r\n?/g, '\n'), pages: 1 };
  const text = cut(read.text.trim());
  if (!text) throw AppError.invalid('file', errorText('captainFileEmpty'));
  return { type, text, pages: read.pages };
};
