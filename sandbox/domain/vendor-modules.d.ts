/**
 * Types for the two dependencies that ship none: only what the core calls.
 */
declare module 'country-list' {
  export function getNames(): string[];
}

declare module 'heic-convert' {
  function convert(a: { buffer: Buffer | Uint8Array; format: 'JPEG' | 'PNG'; quality?: number }): Promise<Uint8Array>;
  export default convert;
}
