/** What the API sends for billing-details (issue 39): e-mails and answers. */
export default {} satisfies Record<string, string>;
