/** Where the Professional plan's "Contact us" goes. Placeholder address: set the operator's own. */
export const CONTACT_EMAIL = 'sales@openrota.org';
