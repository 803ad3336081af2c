// A boot step of index.ts (see zod.ts).
export { createHashRouter } from 'react-router-dom';
