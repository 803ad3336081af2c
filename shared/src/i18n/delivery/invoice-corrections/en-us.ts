/** What the API sends for invoice-corrections (issue 39): e-mails and answers. */
export default {} satisfies Record<string, string>;
