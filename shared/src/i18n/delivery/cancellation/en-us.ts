/** What the API sends for cancellation (issue 39): e-mails and answers. */
export default {} satisfies Record<string, string>;
