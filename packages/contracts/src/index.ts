export * from './envelope';
export * from './common';
export * from './audit';
export * from './auth';
export * from './workspaces';
