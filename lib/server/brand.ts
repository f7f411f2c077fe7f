import 'server-only';
import { readFileSync } from 'node:fs';
import type { Brand } from '../brand';
import { parseBrand, type BrandAssets } from './brand-config';

let loaded: { brand: Brand; assets: BrandAssets } | null = null;

/**
 * Read once per process, at start (lib/server/boot-check.ts) or first use: the insurer's names,
 * logo, colours and regulatory identity come from the environment, so a rebrand is a restart,
 * not a rebuild. An invalid value throws, naming its variable.
 */
function load(): { brand: Brand; assets: BrandAssets } {
  if (loaded) return loaded;
  const { brand, assets, problems } = parseBrand(process.env, (path) => readFileSync(path, 'utf8'));
  if (problems.length) throw new Error(`Portal configuration is invalid: ${problems.join(' ')}`);
  loaded = { brand, assets };
  return loaded;
}

/** The brand as configured at start. */
export function getBrand(): Brand {
  return load().brand;
}

/** The logo and icon drawings the portal serves (app/brand/*), with the hashes their addresses carry. */
export function getBrandAssets(): BrandAssets {
  return load().assets;
}

/** Where the favicon and the manifest's bitmaps are served, each carrying the mark's hash. */
export function getBrandIconUrls() {
  const v = getBrandAssets().icon.hash;
  return {
    svg: `/brand/icon.svg?v=${v}`,
    png192: `/brand/icon-192.png?v=${v}`,
    png512: `/brand/icon-512.png?v=${v}`,
  };
}
