/** The account remote's cancellation texts (issue 39), part of its catalogue (../../i18n). */
export default {} satisfies Record<string, string>;
