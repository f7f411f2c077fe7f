import { deleteDb, dbFile } from '../store/db';
import { openSeeded } from './core';
import { DEFAULT_DATA_DIR } from './server';

/**
 * `npm run sandbox:reset`: a fresh, freshly seeded database. A sandbox that is
 * running keeps its open handle on the old file, so restart it afterwards, or
 * use POST /__sandbox/reset on the running one instead.
 */
const dataDir = process.env.SANDBOX_DATA_DIR || DEFAULT_DATA_DIR;
deleteDb(dataDir);
openSeeded(dataDir, Date.now()).close();
console.log(`sandbox: reset ${dbFile(dataDir)}`);
