import { createElement } from 'react';
import { renderMarkup } from './render-markup';
import { describe, expect, it } from 'vitest';
import { FileUploader, type FileUploaderProps } from '@/components/ui/file-uploader';

/** The uploader's first render, as a server sends it: labels, hint, error and ids wired for AT. */
const render = (props: Partial<FileUploaderProps>) =>
  renderMarkup(
    createElement(FileUploader, {
      id: 'f',
      label: 'Front side',
      purpose: 'AADHAAR_PROOF',
      value: null,
      onChange: () => {},
      ...props,
    }),
  );

describe('FileUploader markup', () => {
  it('is a labelled group whose button names the field and is described by the file line and the hint', () => {
    const html = render({ required: true });
    expect(html).toContain('role="group" aria-labelledby="f-label"');
    expect(html).toContain('aria-labelledby="f-label f-action"');
    expect(html).toContain('aria-describedby="f-file f-hint"');
    expect(html).toContain('<span id="f-action">Choose file</span>');
    expect(html).toContain('<span class="sr-only"> (required)</span>');
    expect(html).toContain('Please upload a legible .jpg, .jpeg, .png or .pdf file of up to 3MB that is not password protected.');
    expect(html).toContain('accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"');
  });

  it('ties the form’s error to the button', () => {
    const html = render({ error: 'Please upload a file' });
    expect(html).toContain('aria-describedby="f-file f-hint f-error"');
    expect(html).toContain('<p id="f-error" class="mt-1 text-sm font-medium text-raspberry-700">Please upload a file</p>');
  });

  it('shows a held file shortened past 40 characters, with Replace and Remove, and its id for a plain form post', () => {
    const fileName = 'Aadhaar card front side scanned at the bank 2025-03-14.pdf';
    const html = render({ name: 'front', value: { documentId: 'D'.repeat(24), fileName } });
    expect(html).toContain(`title="${fileName}"`);
    expect(html).toContain('<span aria-hidden="true">Aadhaar card front side scanned…3-14.pdf</span>');
    expect(html).toContain(`<span class="sr-only">${fileName}</span>`);
    expect(html).toContain('<span id="f-action">Replace</span>');
    expect(html).toContain(`aria-label="Remove ${fileName}"`);
    expect(html).toContain(`<input type="hidden" name="front" value="${'D'.repeat(24)}"/>`);
    // The file input itself is never named, so a form post cannot carry the file.
    expect(html).toMatch(/<input type="file" hidden="" tabindex="-1" accept="[^"]+"\/>/);
  });

  it('offers a sample image behind a closed toggle', () => {
    const html = render({ sample: { src: '/samples/aadhaar-front.svg', alt: 'A sample Aadhaar card, front side' } });
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="[^"]+"[^>]*>View sample<\/button>/);
    expect(html).toMatch(
      /<div id="[^"]+" hidden=""><img src="\/samples\/aadhaar-front.svg" alt="A sample Aadhaar card, front side"/,
    );
  });
});
