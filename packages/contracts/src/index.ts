export * from './define';
export * as user from './user';
export * as policy from './policy';
export * as download from './download';
export * as premium from './premium';
export * as documents from './documents';
export * as enach from './enach';
export * as funds from './funds';
