import lighthouse from 'lighthouse';
import * as cl from 'chrome-launcher';
const chrome = await cl.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
const r = await lighthouse('http://127.0.0.1:4105/faq', { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log(JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map(i=>[i.groupLabel,Math.round(i.duration)])));
console.log(JSON.stringify(a['long-tasks']?.details?.items?.slice(0,5)));
console.log(r.lhr.categories.performance.score, a['total-blocking-time'].displayValue);
await chrome.kill();
