/** A font file imported with ?url is the URL it is served at (next.config.mjs, turbopack rules). */
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
