import { defineConfig } from 'vite';
import { appConfig } from '../../scripts/vite-app.js';

export default defineConfig(appConfig('/admin/'));
