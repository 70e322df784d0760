// `npm run serve`: start the built app without building.
import { fileURLToPath } from 'node:url';
import { serve } from './server-process.mjs';

serve(fileURLToPath(new URL('..', import.meta.url)));
