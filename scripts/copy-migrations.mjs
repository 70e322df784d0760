// The server reads its SQL migrations at run time, beside the compiled client.
import { cpSync } from 'node:fs';

cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
