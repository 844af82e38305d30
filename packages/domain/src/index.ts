/**
 * @openrota/domain: pure rules shared by the server and the web app (no I/O, no clock).
 */
export * from './dates';
export * from './staff';
export * from './rotation';
export * from './schedule/index';
export * from './weeks';
export * from './months';
export * from './time';
export * from './plans';
export * from './contact';
export * from './claims';
export * from './distribute-staff';
export * from './working-time/types';
export * from './working-time/ledger';
export * from './staff-import';
export * from './working-time/presets';
export {
  checkRules,
  checkRulesByPerson,
  lookBackDays,
  lookAheadDays,
  classifyNight,
} from './working-time/check';
export type { CheckRulesInput, CheckWindow } from './working-time/check';
export * from './working-time/cycle-fits';
export * from './holidays';
export * from './availability';
export { canWork, prepareCanWork } from './working-time/can-work';
export type { CanWorkContext, CanWorkPersonInput } from './working-time/can-work';
export * from './autofill/lp';
export * from './autofill/nrp';
export * from './autofill/fill';
export * from './autofill/fill-limits';
export * from './trades';
export * from './publish';
