// Which parts of `npm run measure` run: `--only=load,html` or `--skip=lighthouse`, plus `--detail`.
export const SECTIONS = {
  js: 'first-load JavaScript of the eight budget pages',
  html: 'HTML bytes and inline RSC payload',
  load: 'autocannon req/s and CPU ms per request',
  prefetch: 'RSC prefetches of one dashboard view',
  lighthouse: 'Lighthouse mobile performance (median of three) and accessibility, eight pages',
  rush: 'fifty customers logging in and paying at once: step times, errors, double charges',
  rounds: 'rounds of upstream latency per page',
  login: "'Get OTP' time for customers' and unknown login ids, at the core and through the portal",
  envelope: "the envelope's cost per call",
  payload: "what the dashboard's RSC payload is made of (not in the default run)",
  profile: 'CPU profile of the portal serving / (not in the default run)',
  screens: 'screenshots of the pages a person checks, desktop and phone, into .tmp/screens/ (not in the default run)',
};
const DIAGNOSTIC = new Set(['payload', 'profile', 'screens']);

export function parseOptions(argv) {
  const list = (name) =>
    argv
      .filter((a) => a.startsWith(`--${name}=`))
      .flatMap((a) => a.slice(name.length + 3).split(','))
      .filter(Boolean);
  const only = list('only');
  const skip = list('skip');
  const unknown = [...only, ...skip].filter((s) => !(s in SECTIONS));
  const flags = argv.filter((a) => !/^--(only|skip)=/.test(a));
  const badFlags = flags.filter((a) => a !== '--detail' && a !== '--help');
  if (unknown.length || badFlags.length || flags.includes('--help')) {
    const lines = Object.entries(SECTIONS).map(([k, v]) => `  ${k.padEnd(11)}${v}`);
    const problem = unknown.length || badFlags.length ? `Unknown: ${[...unknown, ...badFlags].join(', ')}\n` : '';
    console.log(`${problem}npm run measure -- [--only=a,b] [--skip=a,b] [--detail]\n${lines.join('\n')}`);
    process.exit(problem ? 2 : 0);
  }
  const chosen = only.length ? only : Object.keys(SECTIONS).filter((s) => !DIAGNOSTIC.has(s));
  return { sections: new Set(chosen.filter((s) => !skip.includes(s))), detail: flags.includes('--detail') };
}
