// What an inline RSC payload is made of: its rows by kind, and within the React tree the element
// types, class names, client components and long strings that take the most bytes.
import { flightScripts } from './html-size.mjs';

/** The flight stream the page's `self.__next_f.push([1, "…"])` scripts carry, joined. */
export function flightStream(html) {
  let stream = '';
  for (const script of flightScripts(html)) {
    const body = script.replace(/^<script\b[^>]*>/, '').replace(/<\/script>$/, '');
    const arg = JSON.parse(body.slice(body.indexOf('.push(') + 6, body.lastIndexOf(')')));
    if (arg[0] === 1) stream += arg[1];
  }
  return stream;
}

/** Rows `<hex id>:<tag?><data>`; a T row is `T<hex byte length>,<text>` with no line end. */
export function flightRows(stream) {
  const rows = [];
  const buf = Buffer.from(stream);
  let i = 0;
  while (i < buf.length) {
    const colon = buf.indexOf(0x3a, i);
    if (colon < 0) break;
    const id = buf.toString('utf8', i, colon);
    let tag = String.fromCharCode(buf[colon + 1]);
    let end;
    let start = colon + 1;
    if (tag === 'T') {
      const comma = buf.indexOf(0x2c, colon);
      end = comma + 1 + parseInt(buf.toString('utf8', colon + 2, comma), 16);
      start = comma + 1;
    } else {
      end = buf.indexOf(0x0a, colon);
      if (end < 0) end = buf.length;
      if (/[A-Z]/.test(tag)) start = colon + (buf[colon + 2] >= 0x41 && buf[colon + 2] <= 0x5a ? 3 : 2);
      else tag = '';
    }
    rows.push({ id, tag, data: buf.toString('utf8', start, end), bytes: end + (tag === 'T' ? 0 : 1) - i });
    i = tag === 'T' ? end : end + 1;
  }
  return rows;
}

const ROW_KINDS = { I: 'client references (I)', H: 'hints (HL: css, fonts)', T: 'text (T)', '': 'React tree (JSON)' };
const isElement = (v) => Array.isArray(v) && v[0] === '$' && v.length >= 4 && typeof v[1] === 'string';
const size = (v) => Buffer.byteLength(JSON.stringify(v));

/** Direct element descendants of a value, not looking inside them. */
function childElements(value, out = []) {
  if (isElement(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => childElements(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => childElements(v, out));
  return out;
}

function add(map, key, bytes) {
  const e = map.get(key) ?? { key, count: 0, bytes: 0 };
  e.count += 1;
  e.bytes += bytes;
  map.set(key, e);
}

export function analysePayload(html) {
  const stream = flightStream(html);
  const rows = flightRows(stream);
  const kinds = new Map();
  const strings = new Map();
  for (const r of rows) if (r.tag === '' && r.data.startsWith('"')) strings.set(r.id, JSON.parse(r.data));
  const clientNames = new Map();
  for (const r of rows) {
    add(kinds, ROW_KINDS[r.tag] ?? `other (${r.tag})`, r.bytes);
    if (r.tag !== 'I') continue;
    // Webpack and Turbopack write [module id, chunks, export name]; a name may point at a string row.
    const [moduleId, , exportName] = JSON.parse(r.data);
    const name = exportName?.startsWith('$') ? strings.get(exportName.slice(1)) : exportName;
    clientNames.set(`$L${r.id}`, name && name !== 'default' ? name : `module ${moduleId}, ${name || 'namespace'}`);
  }
  const types = new Map();
  const clientInclusive = new Map();
  const classNames = new Map();
  const propNames = new Map();
  const longStrings = [];
  const visit = (value) => {
    if (typeof value === 'string') {
      if (value.length > 300) longStrings.push(value);
      return;
    }
    if (Array.isArray(value) && !isElement(value)) return value.forEach(visit);
    if (value && typeof value === 'object' && !isElement(value)) return Object.values(value).forEach(visit);
    if (!isElement(value)) return;
    const [, type, , props] = value;
    const symbol = strings.get(type.slice(1));
    const name = clientNames.get(type)
      ? `<${clientNames.get(type)}> (client)`
      : symbol?.startsWith('$Sreact.')
        ? `<${symbol.slice(8)}>`
        : `<${type}>`;
    const inclusive = size(value);
    add(types, name, inclusive - childElements(props).reduce((n, c) => n + size(c), 0));
    if (clientNames.get(type)) add(clientInclusive, name, inclusive);
    if (!props || typeof props !== 'object') return;
    if (typeof props.className === 'string') add(classNames, props.className, Buffer.byteLength(props.className) + 14);
    for (const [prop, v] of Object.entries(props)) if (prop !== 'children') add(propNames, prop, size(v) + prop.length + 4);
    Object.values(props).forEach(visit);
  };
  for (const r of rows.filter((row) => row.tag === '')) {
    try {
      visit(JSON.parse(r.data));
    } catch {
      // A row that is not JSON (a bare reference) has no tree to walk.
    }
  }
  const top = (map, n) => [...map.values()].sort((a, b) => b.bytes - a.bytes).slice(0, n);
  return {
    streamBytes: Buffer.byteLength(stream),
    rows: top(kinds, 10),
    types: top(types, 14),
    clientInclusive: top(clientInclusive, 12),
    classNames: top(classNames, 10),
    props: top(propNames, 10),
    classNameBytes: [...classNames.values()].reduce((n, e) => n + e.bytes, 0),
    longStrings: longStrings
      .sort((a, b) => b.length - a.length)
      .slice(0, 6)
      .map((s) => ({ bytes: Buffer.byteLength(s), start: s.slice(0, 60) })),
  };
}
