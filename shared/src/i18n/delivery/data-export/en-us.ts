/** What the API sends for data-export (issue 39): e-mails and answers. */
export default {} satisfies Record<string, string>;
