/** The account remote's invoice-corrections texts (issue 39), part of its catalogue (../../i18n). */
export default {} satisfies Record<string, string>;
