import '@darsak/ui/styles.css';
import { mountApp } from '@darsak/ui';
import { Root } from './app/root.js';
import { loadAdminMessages } from './locales/load.js';

await mountApp('admin app', loadAdminMessages, Root);
