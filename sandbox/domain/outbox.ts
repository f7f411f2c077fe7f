import type { Db } from '../store/db';
import { insertMessage } from '../store/outbox';

/**
 * Where the core "sends" SMS and email. Nothing leaves the machine: testers
 * and e2e tests read messages and OTPs from GET /outbox (HTML) or /outbox.json.
 */
export const sendSms = (db: Db, to: string, text: string, now: number, otp?: string) =>
  insertMessage(db, { to, channel: 'sms', text, otp, now });

export const sendEmail = (db: Db, to: string, subject: string, text: string, now: number) =>
  insertMessage(db, { to, channel: 'email', subject, text, now });
