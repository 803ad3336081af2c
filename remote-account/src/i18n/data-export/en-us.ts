/** The account remote's data-export texts (issue 39), part of its catalogue (../../i18n). */
export default {} satisfies Record<string, string>;
