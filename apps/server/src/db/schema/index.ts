export * from './users';
export * from './workspaces';
export * from './audit';
export * from './mail';
export * from './shift-types';
export * from './staff';
export * from './rotation';
export * from './schedule';
