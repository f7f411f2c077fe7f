-- Uploads sent ahead of the request that names them (document/upload): kept in `documents` with
-- a random upload_id and the purpose they were sent for, pending (no sr_number) until a request
-- takes them. Pending ones expire after a day, so they are found by customer and age.
ALTER TABLE documents ADD COLUMN upload_id TEXT;
ALTER TABLE documents ADD COLUMN purpose TEXT;
CREATE UNIQUE INDEX documents_upload_id ON documents(upload_id) WHERE upload_id IS NOT NULL;
CREATE INDEX documents_pending_uploads ON documents(customer_id, created_at) WHERE sr_number IS NULL;
