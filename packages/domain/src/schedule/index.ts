export * from './types';
export * from './engine';
export * from './urgency';
export * from './summary';
export * from './dashboard';
