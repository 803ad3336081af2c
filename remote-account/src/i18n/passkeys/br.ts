/** The passkeys card's texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {};
