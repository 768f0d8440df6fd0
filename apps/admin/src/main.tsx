import '@darsak/ui/styles.css';
import { mountApp } from '@darsak/ui';
import { App } from './app/app.js';
import { loadAdminMessages } from './locales/load.js';

await mountApp('admin app', loadAdminMessages, App);
