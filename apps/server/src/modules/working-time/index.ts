/**
 * What other modules use of the working-time data (docs/product/working-time.md): the checker's
 * inputs, the holidays of a period and a contract period written inside another module's
 * transaction (the staff import).
 */
export {
  createContract,
  listHolidays,
  loadRuleContext,
  seedWorkspaceDefaults,
  type ContractWriter,
} from './working-time.service';
