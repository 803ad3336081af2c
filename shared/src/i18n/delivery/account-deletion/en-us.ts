/** What the API sends for account-deletion (issue 39): e-mails and answers. */
export default {} satisfies Record<string, string>;
