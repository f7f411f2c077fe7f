// Plain aligned tables for the terminal: numbers right-aligned, text left-aligned.
export function printTable(title, rows) {
  if (!rows.length) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v) => (v === undefined || v === null ? '' : String(v));
  const width = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const numeric = columns.map((c) => rows.every((r) => r[c] === undefined || r[c] === null || typeof r[c] === 'number'));
  const line = (values) =>
    values
      .map((v, i) => (numeric[i] ? v.padStart(width[i]) : v.padEnd(width[i])))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(line(width.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => cell(r[c]))));
}

export const round = (n, digits = 1) => Number(n.toFixed(digits));
export const kb = (bytes) => round(bytes / 1024);
export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
