import '@darsak/ui/styles.css';
import { mountApp } from '@darsak/ui';
import { App } from './app/app.js';
import { loadWebMessages } from './locales/load.js';

await mountApp('web app', loadWebMessages, App);
