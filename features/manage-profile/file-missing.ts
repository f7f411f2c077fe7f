/**
 * SPEC §5's 'Please upload a file' for a proof the form still lacks, as a catalogue key: the
 * contracts' UPLOAD_MESSAGES.missing is the core's English, and the field words this in the
 * page's language.
 */
export const FILE_MISSING = 'profileModals.common.fileMissing';
