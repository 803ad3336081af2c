// A boot step of index.ts (see zod.ts): the form kit's library and the shared schemas the platform
// builds at load (zod schemas are built when their module runs: a few milliseconds each).
export { useForm } from 'react-hook-form';
export { ZErrorResponse } from '@portal/shared/api/contract';
