/** The account remote's account-deletion texts (issue 39), part of its catalogue (../../i18n). */
export default {} satisfies Record<string, string>;
