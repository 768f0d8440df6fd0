import { start } from './start.js';

await start();
