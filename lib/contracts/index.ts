export * from './define';
export * as user from './user';
export * as policy from './policy';
export * as download from './download';
