import '@darsak/ui/styles.css';
import { mountApp } from '@darsak/ui';
import { Root } from './app/root.js';
import { loadWebMessages } from './locales/load.js';

await mountApp('web app', loadWebMessages, Root);
