// npm run build: the web app, the admin app, the public site and the server bundle.
import { build, checkNode, ensureDependencies } from './lib.mjs';

checkNode();
await ensureDependencies();
await build({ force: true });
