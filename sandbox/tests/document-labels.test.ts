import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/contracts/language';
import { DOCUMENT_LABELS } from '../domain/documents/labels';
import { DEVANAGARI } from '../domain/documents/pdf-fonts';

type Entry = [path: string, value: unknown];
const entries = (o: object, prefix = ''): Entry[] =>
  Object.entries(o).flatMap(([k, v]): Entry[] =>
    v && typeof v === 'object' ? entries(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
const shape = (o: object) =>
  entries(o).map(([path, v]) => `${path}:${typeof v === 'function' ? `fn/${(v as () => unknown).length}` : typeof v}`);

/** Every text a catalogue can print, its functions called with stand-in arguments. */
const texts = (o: object) =>
  entries(o).map(([path, v]): [string, string] => [
    path,
    typeof v === 'function'
      ? String(
          (v as (...a: unknown[]) => unknown)(
            ...(path.endsWith('statement') ? [{ holder: 'A', policyNo: '1' }] : ['1', '2', '3']),
          ),
        )
      : String(v),
  ]);

describe('the documents’ label catalogues', () => {
  it('give every language exactly English’s keys, with the same arguments', () => {
    for (const language of LANGUAGES) expect(shape(DOCUMENT_LABELS[language]), language).toEqual(shape(DOCUMENT_LABELS.en));
  });

  it('leave nothing in English in Hindi but the codes', () => {
    const codes = new Set(['issuer.cin', 'issuer.gstin', 'pdfLang', 'common.value']);
    for (const [path, text] of texts(DOCUMENT_LABELS.hi)) {
      if (!codes.has(path)) expect(text, path).toMatch(/[\u0900-\u097f]/);
    }
    expect(DOCUMENT_LABELS.hi.common.value('Monthly')).toBe('मासिक');
    expect(DOCUMENT_LABELS.hi.common.value('15 Years')).toBe('15 वर्ष');
    // A value the catalogue does not know is printed as the core holds it.
    expect(DOCUMENT_LABELS.hi.common.value('Equity Growth Fund')).toBe('Equity Growth Fund');
  });

  it('need no character the Hindi face was cut without', () => {
    const face = new Set(DEVANAGARI);
    for (const [path, text] of texts(DOCUMENT_LABELS.hi)) {
      expect(
        [...text].filter((c) => !face.has(c)),
        path,
      ).toEqual([]);
    }
  });
});
