// Uploaded documents (docs/product/specification/2-listings-and-tenants.md §2.1 step 4, §5 "Uploads"): pdf only, checked by content, not by name.
import { Invalid } from '../../errors';

export const NOT_A_PDF = 'Only PDF documents can be uploaded.';
const NAME_MAX = 120;

/** Refuses a file whose content does not start as a PDF does (%PDF-), whatever it is called. */
export function checkPdf(input: Buffer): void {
  if (input.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Invalid(NOT_A_PDF, { files: [NOT_A_PDF] }, 'NOT_A_PDF');
}

/**
 * The name a document was uploaded with, made safe to show and to put in a header: no folders, no control or
 * markup characters, at most 120 characters, ending in .pdf.
 */
export function documentName(original: string | undefined): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .trim()
    .replace(/^[.\s]+/, '');
  const stem = cleaned.replace(/\.pdf$/i, '').trim() || 'document';
  return `${stem.slice(0, NAME_MAX - 4)}.pdf`;
}
