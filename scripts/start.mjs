// `npm start`: build what is missing or older than its sources (scripts/ensure-built.mjs), then run the
// server as plain JavaScript (embedded PostgreSQL unless DATABASE_URL is set).
import { ensureBuilt } from './ensure-built.mjs';
import { SERVER_MAIN } from './build-server.mjs';

await ensureBuilt();
await import(SERVER_MAIN);
