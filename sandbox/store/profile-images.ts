import type { Db } from './db';

/** profile_images: one picture per customer, already in a type every browser shows. */
export interface ProfileImageRow {
  customer_id: number;
  version: string;
  content_type: 'image/jpeg' | 'image/png';
  file_name: string;
  content: Buffer;
  updated_at: number;
}

export const profileImageOf = (db: Db, customerId: number) =>
  db.prepare('SELECT * FROM profile_images WHERE customer_id = ?').get(customerId) as ProfileImageRow | undefined;

export function putProfileImage(db: Db, a: Omit<ProfileImageRow, 'updated_at'> & { now: number }): void {
  db.prepare(
    `INSERT INTO profile_images (customer_id, version, content_type, file_name, content, updated_at)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (customer_id) DO UPDATE SET version = excluded.version,
    content_type = excluded.content_type, file_name = excluded.file_name, content = excluded.content,
    updated_at = excluded.updated_at`,
  ).run(a.customer_id, a.version, a.content_type, a.file_name, a.content, a.now);
}

export const deleteProfileImage = (db: Db, customerId: number) =>
  db.prepare('DELETE FROM profile_images WHERE customer_id = ?').run(customerId).changes === 1;
