/**
 * The fictional Sandbox Life's mark: a sprout in a rounded square with a rising sun, in the
 * sandbox's primary and accent colours. Kept as text here rather than a file so the standalone
 * build carries it without file tracing; an insurer's own comes from BRAND_LOGO_FILE.
 */
export const SANDBOX_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#1f4e9c"/><circle cx="15" cy="14" r="5" fill="#c96a00"/><path d="M24 39V23" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><path fill="#fff" d="M24 27c0-7.5 5-12 13-12 0 7.5-5 12-13 12z"/><path fill="#fff" fill-opacity=".8" d="M24 31c0-6-4-10-11-10 0 6 4 10 11 10z"/></svg>
`;
