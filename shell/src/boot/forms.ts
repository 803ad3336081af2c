// A boot step of index.ts: the form kit's library. Not zod nor the shared schemas: no first screen
// needs them before the user sends something (the platform's lazySchema).
export { useForm } from 'react-hook-form';
