// Evaluated in a task of its own before the platform (index.ts): zod is the largest module the
// platform's schemas need, and evaluating it with them made one long task of both.
export { z } from 'zod';
